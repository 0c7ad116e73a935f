import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { isTopicCompleted } from '../../api/queries';
import type { Tutorial } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { DoneMark } from './DoneMark';
import { useCompletedTutorials, useCompleteTutorial, useTutorialCatalog } from './tutorialsData';
import { paragraphsOf, safeVideoUrl } from './tutorialText';

const backToList = (
  <Link href="/tutorials" className="link">
    <Trans>Back to the tutorials</Trans>
  </Link>
);

/** One tutorial: its title, its paragraphs and steps as plain text, and its video when it has one. */
function TutorialArticle({ tutorial }: { tutorial: Tutorial }) {
  const video = safeVideoUrl(tutorial.videoUrl);
  const headingId = `tutorial-${tutorial.id}`;
  return (
    <article className="card stack tutorial" aria-labelledby={headingId}>
      <h2 id={headingId}>{tutorial.title}</h2>
      {paragraphsOf(tutorial.body).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {tutorial.steps && tutorial.steps.length > 0 && (
        <ol className="tutorial__steps">
          {tutorial.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {video && (
        <a href={video} className="link" target="_blank" rel="noreferrer">
          <Trans>Watch the video: {tutorial.title}</Trans>
        </a>
      )}
    </article>
  );
}

/** Done in the interface language, or the button that records it (topic, language, now). */
function Completion({ topicId }: { topicId: string }) {
  const { i18n } = useLingui();
  const completions = useCompletedTutorials();
  const complete = useCompleteTutorial();
  return (
    <Loaded query={completions} failed={<Trans>Whether you completed this topic could not be loaded.</Trans>}>
      {(completed) => {
        if (isTopicCompleted(completed, topicId, i18n.locale)) {
          return (
            <p className="tutorial__done" role="status">
              <DoneMark /> <Trans>You have completed this topic.</Trans>
            </p>
          );
        }
        return (
          <div className="stack">
            <FormOutcome
              status={complete.status}
              failure={<Trans>Not marked as done. Check your connection and try again.</Trans>}
            />
            <Button
              className="button--block"
              isPending={complete.pending}
              onPress={() =>
                complete.submit({ topicId, tutorialLanguage: i18n.locale, completedAt: new Date().toISOString() })
              }
            >
              <Trans>Mark as done</Trans>
            </Button>
          </div>
        );
      }}
    </Loaded>
  );
}

/**
 * `/tutorials/{id}` (SPEC.md section 2, registered only): a topic's tutorials and "Mark as done", which records
 * the completion in the interface language. Opened from the list, it makes no request for the content.
 */
export function TutorialScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const catalog = useTutorialCatalog();
  if (catalog.isPending) {
    return (
      <main className="screen">
        <Spinner />
      </main>
    );
  }
  if (catalog.isError) {
    return (
      <main className="screen">
        <LoadFailed retrying={catalog.isFetching} onRetry={() => void catalog.refetch()}>
          <Trans>This tutorial could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
        {backToList}
      </main>
    );
  }
  const entry = catalog.data.find(({ topic }) => topic.id === id);
  if (!entry) {
    return (
      <main className="screen stack">
        <Notice tone="warning">
          <Trans>This tutorial does not exist, or is no longer offered.</Trans>
        </Notice>
        {backToList}
      </main>
    );
  }
  return (
    <main className="screen stack">
      <h1>{entry.topic.title}</h1>
      {entry.tutorials.length === 0 ? (
        <p className="muted">
          <Trans>No tutorials in this topic yet.</Trans>
        </p>
      ) : (
        <>
          {entry.tutorials.map((tutorial) => (
            <TutorialArticle key={tutorial.id} tutorial={tutorial} />
          ))}
          <Completion topicId={entry.topic.id} />
        </>
      )}
      {backToList}
    </main>
  );
}
