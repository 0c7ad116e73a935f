import { HttpResponse, http } from 'msw';
import type { CompletedTutorial, Tutorial, TutorialTopic } from '../../api/schemas';
import { type ContentLanguage, isContentLanguage, tutorials, tutorialTopics } from '../tutorialContent';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** The language asked for (`?locale=`), English when it is missing or not one the content site has. */
const languageOf = (request: Request): ContentLanguage => {
  const locale = new URL(request.url).searchParams.get('locale');
  return isContentLanguage(locale) ? locale : 'en';
};

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Tutorials: the content site's topics and tutorials (no account needed, titles in every app language), and the
 * platform's record of completed tutorials per registered user and language (SPEC.md section 7).
 */
export function tutorialHandlers(ctx: SandboxContext) {
  const content = ctx.hosts.contentUrl;
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  return [
    http.get(`${content}/tutorial_topic`, ({ request }) => {
      const language = languageOf(request);
      const topics: TutorialTopic[] = [...tutorialTopics]
        .sort((a, b) => a.order - b.order)
        .map((topic) => ({ id: topic.id, title: topic.title[language], order: topic.order }));
      return HttpResponse.json(topics);
    }),

    // Tutorials of one topic (`?tutorial_topic=`); an unknown topic has none.
    http.get(`${content}/tutorial`, ({ request }) => {
      const language = languageOf(request);
      const topicId = new URL(request.url).searchParams.get('tutorial_topic');
      const answer: Tutorial[] = tutorials
        .filter((tutorial) => tutorial.topic === topicId)
        .map((tutorial) => {
          const steps = tutorial.steps && (tutorial.steps[language] ?? tutorial.steps.en);
          return {
            id: tutorial.id,
            topic: tutorial.topic,
            title: tutorial.title[language],
            body: tutorial.body[language] ?? tutorial.body.en,
            ...(steps ? { steps } : {}),
            ...(tutorial.videoUrl ? { videoUrl: tutorial.videoUrl } : {}),
          };
        });
      return HttpResponse.json(answer);
    }),

    http.get(`${base}/v4/users/completed-tutorials`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      return HttpResponse.json(auth.user.completedTutorials);
    }),

    // One completion per topic and language: completing it again records the new time.
    http.post(`${base}/v4/users/completed-tutorials`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { topicId, tutorialLanguage, completedAt } = await readJson(request);
      if (typeof topicId !== 'string' || !topicId) return fail(422, 'topicId is required', [310]);
      if (typeof tutorialLanguage !== 'string' || !tutorialLanguage)
        return fail(422, 'tutorialLanguage is required', [310]);
      if (!isIsoDate(completedAt)) return fail(422, 'completedAt must be an ISO date', [310]);
      const completion: CompletedTutorial = { topicId, tutorialLanguage, completedAt };
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.completedTutorials = [
          ...user.completedTutorials.filter(
            (entry) => entry.topicId !== topicId || entry.tutorialLanguage !== tutorialLanguage,
          ),
          completion,
        ];
      });
      return HttpResponse.json(completion, { status: 201 });
    }),
  ];
}
