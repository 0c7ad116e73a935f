import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isTopicCompleted } from '../../api/queries';
import type { CompletedTutorial } from '../../api/schemas';
import { Loaded } from '../../ui/Loaded';
import { LoadFailed } from '../../ui/LoadFailed';
import { DoneMark } from './DoneMark';
import { useCompletedTutorials, useTutorialCatalog } from './tutorialsData';

/**
 * `/tutorials` (SPEC.md section 2, registered only): the content site's topics in their order, each with its
 * tutorials and a done mark when the driver completed it in the interface language.
 */
export function TutorialsScreen() {
  const { i18n } = useLingui();
  const catalog = useTutorialCatalog();
  const completions = useCompletedTutorials();
  const completed: readonly CompletedTutorial[] = completions.data ?? [];
  return (
    <main className="screen">
      <h1>
        <Trans>Tutorials</Trans>
      </h1>
      <p className="muted">
        <Trans>Short guides to paying with the app. Open a topic and mark it as done once you have read it.</Trans>
      </p>
      {completions.isError && (
        <LoadFailed retrying={completions.isFetching} onRetry={() => void completions.refetch()}>
          <Trans>Which topics you have completed could not be loaded.</Trans>
        </LoadFailed>
      )}
      <Loaded
        query={catalog}
        failed={<Trans>The tutorials could not be loaded. Check your connection and try again.</Trans>}
      >
        {(topics) =>
          topics.length === 0 ? (
            <p className="muted">
              <Trans>There are no tutorials in this language yet.</Trans>
            </p>
          ) : (
            <ul className="tutorial-topics stack">
              {topics.map(({ topic, tutorials }) => {
                const done = isTopicCompleted(completed, topic.id, i18n.locale);
                return (
                  <li key={topic.id} className="card stack tutorial-topic">
                    <div className="tutorial-topic__head">
                      <h2>
                        <Link href={`/tutorials/${encodeURIComponent(topic.id)}`} className="link">
                          {topic.title}
                        </Link>
                      </h2>
                      {done && <DoneMark />}
                    </div>
                    {tutorials.length === 0 ? (
                      <p className="muted">
                        <Trans>No tutorials in this topic yet.</Trans>
                      </p>
                    ) : (
                      <ul className="tutorial-topic__tutorials">
                        {tutorials.map((tutorial) => (
                          <li key={tutorial.id}>{tutorial.title}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </main>
  );
}
