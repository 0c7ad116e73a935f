import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type MouseEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { queryClient } from '../../app/queryClient';
import { liveStore } from '../../charts/liveStore';
import { type Chart, type ChartState, type ChartTransition, chartOf, chartStates } from '../../charts/model';
import { type ChartEntry, charts } from '../../charts/registry';
import { chartLayout } from '../../charts/storedLayout';
import { chartSvg } from '../../charts/svg';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { ScreenOfState } from './ScreenOfState';
import './charts.css';

const chartLayoutQuery = (entry: ChartEntry) => ({
  queryKey: ['chart-layout', entry.machine.id],
  queryFn: () => chartLayout(chartOf(entry.machine)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The URL of the viewer showing a chart, with a state's details open. */
const viewerUrl = (chartId: string, state?: string, fit?: boolean) => {
  const query = new URLSearchParams({ chart: chartId });
  if (state) query.set('state', state);
  if (fit) query.set('fit', '1');
  return `/charts?${query}`;
};

/**
 * `/charts` (sandbox and development builds): every chart of the app drawn as nested states with their
 * transitions, one at a time, with the details and the screen of the state clicked, and the states the flows
 * of another tab are in when that tab runs with `?inspect`.
 */
export function ChartsScreen() {
  const { t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const entry = charts.find((candidate) => candidate.machine.id === query.get('chart')) ?? charts[0];
  const fit = query.get('fit') === '1';
  const chart = useMemo(() => (entry ? chartOf(entry.machine) : undefined), [entry]);
  const layout = useQuery({ ...chartLayoutQuery(entry ?? charts[0]!), enabled: entry !== undefined }, queryClient);
  const reports = useSyncExternalStore(liveStore.subscribe, liveStore.getSnapshot, liveStore.getSnapshot);
  const pickerId = useId();
  const drawing = useRef<HTMLElement>(null);
  const drawn = layout.data;
  const focus = query.get('state') ?? chart?.root.initial;
  // On a phone the drawing is wider than the screen: it scrolls to the chosen state, or to where the chart starts.
  useLayoutEffect(() => {
    const box = drawing.current;
    const target = focus && drawn ? box?.querySelector(`[data-state="${CSS.escape(focus)}"]`) : null;
    if (!box || !target) return;
    const shown = box.getBoundingClientRect();
    const state = target.getBoundingClientRect();
    box.scrollLeft += state.left - shown.left - Math.max(16, (shown.width - state.width) / 2);
    box.scrollTop += state.top - shown.top - 16;
  }, [focus, drawn]);
  if (!entry || !chart) return null;
  const selected = chartStates(chart).find((state) => state.id === query.get('state'));
  const running = reports.filter((report) => report.machineId === chart.id);
  const active = running.flatMap((report) => report.states);
  const svg = layout.data ? chartSvg(layout.data, { interactive: true, selected: selected?.id, active }) : undefined;

  const select = (target: EventTarget) => {
    const state = target instanceof Element ? target.closest('[data-state]')?.getAttribute('data-state') : null;
    if (state) navigate(viewerUrl(chart.id, state, fit), { replace: true });
  };
  const onClick = (event: MouseEvent) => select(event.target);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select(event.target);
  };

  return (
    <main className="screen charts-screen">
      <h1>
        <Trans>Flow charts</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Every flow of the app as a statechart. Choose a state to see what it means and which screen the driver sees
          there. The charts' own texts are in English.
        </Trans>
      </p>
      <div className="charts-screen__controls">
        <label htmlFor={pickerId} className="field__label">
          <Trans>Chart</Trans>
        </label>
        <select
          id={pickerId}
          className="field__input"
          value={chart.id}
          onChange={(event) => navigate(viewerUrl(event.target.value, undefined, fit))}
        >
          {charts.map((candidate) => (
            <option key={candidate.machine.id} value={candidate.machine.id}>
              {candidate.machine.id}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          onPress={() => navigate(viewerUrl(chart.id, selected?.id, !fit), { replace: true })}
        >
          {fit ? <Trans>Show at full size</Trans> : <Trans>Fit to the screen</Trans>}
        </Button>
      </div>
      {chart.description && <p>{chart.description}</p>}
      <p className="muted">
        <Trans>
          {chartStates(chart).length} states, {chart.transitions.length} transitions. A dashed line happens by itself
          (always); purple text is the condition a transition waits for.
        </Trans>
      </p>
      <LiveFlows reports={reports} current={chart.id} fit={fit} />
      <Loaded query={layout} failed={<Trans>This chart could not be drawn.</Trans>}>
        {() => (
          // The drawing's states are focusable buttons; clicks and keys are read where they bubble to.
          <section
            ref={drawing}
            className={`chart-drawing${fit ? ' chart-drawing--fit' : ''}`}
            onClick={onClick}
            onKeyDown={onKeyDown}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn from the app's own charts, every text escaped
            dangerouslySetInnerHTML={{ __html: svg ?? '' }}
            aria-label={t`Chart ${chart.id}`}
          />
        )}
      </Loaded>
      {selected ? (
        <StateDetails chart={chart} entry={entry} state={selected} running={active.includes(selected.id)} />
      ) : (
        <p className="muted">
          <Trans>Choose a state in the chart to see its details here.</Trans>
        </p>
      )}
    </main>
  );
}

function LiveFlows({
  reports,
  current,
  fit,
}: {
  reports: ReturnType<typeof liveStore.getSnapshot>;
  current: string;
  fit: boolean;
}) {
  if (reports.length === 0) {
    return (
      <p className="muted charts-screen__live-hint">
        <Trans>
          To follow a flow as it runs, open the app in another tab with ?inspect=local added to its address: its current
          states are highlighted here.
        </Trans>
      </p>
    );
  }
  return (
    <section className="card stack" aria-labelledby="charts-live">
      <h2 id="charts-live">
        <Trans>Running now</Trans>
      </h2>
      <ul className="charts-screen__live">
        {reports.map((report) => {
          const leaf = report.states.at(-1) ?? report.machineId;
          return (
            <li key={report.sessionId}>
              <Link href={viewerUrl(report.machineId, leaf, fit)} className="link">
                {report.machineId}
              </Link>{' '}
              <span className="muted">
                {leaf.slice(report.machineId.length + 1) || report.machineId}
                {report.machineId === current ? ' ●' : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const keyOf = (chart: Chart, id: string) => chartStates(chart).find((state) => state.id === id)?.key ?? id;

function TransitionItem({ chart, transition, to }: { chart: Chart; transition: ChartTransition; to: boolean }) {
  const ends = to ? transition.targets : [transition.source];
  return (
    <li className="charts-transition">
      <strong>{transition.trigger}</strong>
      {ends.length > 0 && <> → {ends.map((id) => keyOf(chart, id)).join(', ')}</>}
      {transition.guard && (
        <div className="charts-transition__guard">
          <Trans>if {transition.guard}</Trans>
        </div>
      )}
      {transition.actions.length > 0 && (
        <div>
          <Trans>does {transition.actions.join(', ')}</Trans>
        </div>
      )}
      {transition.description && <div className="muted">{transition.description}</div>}
    </li>
  );
}

function StateDetails({
  chart,
  entry,
  state,
  running,
}: {
  chart: Chart;
  entry: ChartEntry;
  state: ChartState;
  running: boolean;
}) {
  const out = chart.transitions.filter((transition) => transition.source === state.id);
  const into = chart.transitions.filter(
    (transition) => transition.source !== state.id && transition.targets.includes(state.id),
  );
  return (
    <section className="card stack charts-details" aria-labelledby="charts-state">
      <h2 id="charts-state">
        {state.key}
        {running && (
          <span className="charts-details__running">
            {' '}
            <Trans>running now</Trans>
          </span>
        )}
      </h2>
      <p className="muted">{state.path.length ? [chart.id, ...state.path].join(' › ') : chart.id}</p>
      {state.description ? (
        <p>{state.description}</p>
      ) : (
        <p className="muted">
          <Trans>This state has no description yet.</Trans>
        </p>
      )}
      <ScreenOfState entry={entry} state={state} />
      <dl className="charts-details__facts">
        {state.type === 'final' && (
          <>
            <dt>
              <Trans>Kind</Trans>
            </dt>
            <dd>
              <Trans>Final: the flow ends here.</Trans>
            </dd>
          </>
        )}
        {state.tags.length > 0 && (
          <>
            <dt>
              <Trans>Tags</Trans>
            </dt>
            <dd>{state.tags.join(', ')}</dd>
          </>
        )}
        {state.entry.length > 0 && (
          <>
            <dt>
              <Trans>On entry</Trans>
            </dt>
            <dd>{state.entry.join(', ')}</dd>
          </>
        )}
        {state.exit.length > 0 && (
          <>
            <dt>
              <Trans>On exit</Trans>
            </dt>
            <dd>{state.exit.join(', ')}</dd>
          </>
        )}
        {state.invokes.length > 0 && (
          <>
            <dt>
              <Trans>Runs</Trans>
            </dt>
            <dd>{state.invokes.map((invoke) => invoke.src).join(', ')}</dd>
          </>
        )}
      </dl>
      <h3>
        <Trans>What can happen here</Trans>
      </h3>
      {out.length === 0 ? (
        <p className="muted">
          <Trans>Nothing leaves this state itself (its parent's transitions still apply).</Trans>
        </p>
      ) : (
        <ul className="charts-transitions">
          {out.map((transition) => (
            <TransitionItem key={transition.id} chart={chart} transition={transition} to />
          ))}
        </ul>
      )}
      <h3>
        <Trans>How the flow gets here</Trans>
      </h3>
      {into.length === 0 ? (
        <p className="muted">
          <Trans>Only by starting here, as its parent's first state, or through a transition of the parent.</Trans>
        </p>
      ) : (
        <ul className="charts-transitions">
          {into.map((transition) => (
            <TransitionItem key={transition.id} chart={chart} transition={transition} to={false} />
          ))}
        </ul>
      )}
    </section>
  );
}
