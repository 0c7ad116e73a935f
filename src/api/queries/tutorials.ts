/**
 * Tutorials (SPEC.md section 3, tutorial completion; section 7, completed tutorials and the content site): the
 * topics with their tutorials in one language, and the driver's completions, which count per language.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { CompletedTutorial, Tutorial, TutorialTopic } from '../schemas';
import { staleTimes } from './meta';
import { userKeys } from './users';

type TutorialsApi = Pick<Api, 'content' | 'users'>;

export const tutorialKeys = {
  /** The content site's tutorials are the same for everyone: keyed by language, not by user. */
  catalog: (locale: string) => ['content', 'tutorials', locale] as const,
  completed: (userId: string) => [...userKeys.all(userId), 'completedTutorials'] as const,
};

export interface TutorialTopicWithTutorials {
  topic: TutorialTopic;
  tutorials: Tutorial[];
}

/** Topics in the content site's order (`order` first, then as listed). */
export const sortTopics = (topics: readonly TutorialTopic[]): TutorialTopic[] =>
  topics
    .map((topic, index) => ({ topic, index }))
    .sort(
      (a, b) =>
        (a.topic.order ?? Number.MAX_SAFE_INTEGER) - (b.topic.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ topic }) => topic);

/**
 * GET tutorial_topic, then GET tutorial of each topic, in `locale`: every topic with its tutorials, in order. One
 * query, so the list and a topic's page share one load (opening a topic from the list makes no request).
 */
export const tutorialCatalogQuery = (api: TutorialsApi, locale: string) =>
  queryOptions({
    queryKey: tutorialKeys.catalog(locale),
    queryFn: async ({ signal }): Promise<TutorialTopicWithTutorials[]> => {
      const topics = sortTopics(await api.content.getTutorialTopics(locale, { signal }));
      return Promise.all(
        topics.map(async (topic) => ({
          topic,
          tutorials: await api.content.getTutorials(topic.id, locale, { signal }),
        })),
      );
    },
    staleTime: staleTimes.content,
  });

/** GET /v4/users/completed-tutorials: every topic the driver completed, in each language. */
export const completedTutorialsQuery = (api: TutorialsApi, userId: string) =>
  queryOptions({
    queryKey: tutorialKeys.completed(userId),
    queryFn: ({ signal }) => api.users.getCompletedTutorials({ signal }),
    staleTime: staleTimes.account,
  });

/** Whether the topic is completed in this language (a completion in another language does not count). */
export const isTopicCompleted = (completions: readonly CompletedTutorial[], topicId: string, locale: string) =>
  completions.some((completion) => completion.topicId === topicId && completion.tutorialLanguage === locale);

/** POST /v4/users/completed-tutorials; the completions are reloaded. */
export const completeTutorialMutation = (api: TutorialsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...tutorialKeys.completed(userId), 'complete'],
    mutationFn: (completion: CompletedTutorial) => api.users.completeTutorial(completion),
    meta: { invalidates: [tutorialKeys.completed(userId)] },
  });
