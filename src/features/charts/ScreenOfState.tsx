import { Trans } from '@lingui/react/macro';
import type { AnyMachineSnapshot } from 'xstate';
import type { OrderStage } from '../../../machines/orderLifecycle';
import type { ChartState } from '../../charts/model';
import type { ChartEntry } from '../../charts/registry';
import { type PayScreen, payScreens, type ScreenTarget, type StateScreen } from '../../flows/pay/flowScreens';

/** The sandbox station each pay flow is played at (README: the demo stations). */
const stationOf: Record<string, string> = {
  prepayFuel: '5b9a7c1e-0000-4000-8000-000000000001',
  postpayFuel: '5b9a7c1e-0000-4000-8000-000000000001',
  carWash: '5b9a7c1e-0000-4000-8000-000000000001',
  evCharge: '5b9a7c1e-0000-4000-8000-000000000002',
  giftCard: '5b9a7c1e-0000-4000-8000-000000000005',
  vendingPurchase: '5b9a7c1e-0000-4000-8000-00000000000a',
};

const berlin = stationOf.prepayFuel;
const munich = stationOf.evCharge;

/**
 * Screens that show before anything is paid, and what they need besides the station: these can be previewed as
 * they are. The others show while an order is under way.
 */
const previewQuery: Partial<Record<PayScreen, string>> = {
  pump: '',
  fuelSelection: `productId=${berlin}-pump-1`,
  amount: `productId=${berlin}-pump-1&fuelTypeId=SUPER_E5`,
  prepaySummary: `productId=${berlin}-pump-1&fuelTypeId=SUPER_E5&amount=50&currency=EUR&orderType=PREPAY`,
  evSummary: `productId=${munich}-ev-1&orderType=PREPAY`,
  washSelection: '',
  giftCard: '',
  shop: '',
};

/** Where a computed target leads when nothing is known of the order: the page's path and its fixed keys. */
function exampleTarget(screen: (snapshot: AnyMachineSnapshot) => ScreenTarget): string | undefined {
  try {
    const target = screen({ context: {} } as AnyMachineSnapshot);
    const query = Object.entries(target.query).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return query.length ? `${target.path}?${new URLSearchParams(query)}` : target.path;
  } catch {
    return undefined;
  }
}

/** A link that opens a screen at the demo station, in a new tab so the chart stays open. */
function OpenScreen({ screen, station, query }: { screen: PayScreen; station: string; query: string }) {
  const url = `${payScreens[screen]}?pid=${station}${query ? `&${query}` : ''}`;
  return (
    <p>
      <a href={url} target="_blank" rel="noreferrer" className="link">
        <Trans>Open this screen at the demo station</Trans>
      </a>
    </p>
  );
}

/** Which screen the driver sees in a state of a pay flow (the flow's URL projection, `flowScreens.ts`). */
export function ScreenOfState({ entry, state }: { entry: ChartEntry; state: ChartState }) {
  const { screens, machine } = entry;
  const top = state.path[0];
  if (!screens) {
    return (
      <p className="muted">
        <Trans>This chart runs behind the screens: it has no screen of its own.</Trans>
      </p>
    );
  }
  const station = stationOf[machine.id] ?? stationOf.prepayFuel!;
  const play = `/pay?pid=${station}`;
  const playLink = (
    <a href={play} target="_blank" rel="noreferrer" className="link">
      <Trans>Play the flow at the demo station</Trans>
    </a>
  );
  if (top === undefined) {
    return <p className="muted">{playLink}</p>;
  }
  const shown: StateScreen<typeof machine> | undefined = Object.entries(screens.states).find(
    ([name]) => name === top,
  )?.[1];
  if (shown === null || shown === undefined) {
    return (
      <p className="muted">
        <Trans>The page does not change here: the flow is still finding out where it stands.</Trans>
      </p>
    );
  }
  if (typeof shown === 'function') {
    const example = exampleTarget(shown);
    return (
      <div className="stack">
        <h3>
          <Trans>Screen</Trans>
        </h3>
        <p>
          <Trans>The flow leaves for another page, chosen from the order (for example {example}).</Trans>
        </p>
      </div>
    );
  }
  if (typeof shown === 'object') {
    const stages = Object.entries(shown) as [OrderStage, PayScreen | null][];
    return (
      <div className="stack">
        <h3>
          <Trans>Screens</Trans>
        </h3>
        <p>
          <Trans>The order lifecycle runs here; each of its stages has its screen:</Trans>
        </p>
        <ul className="charts-stages">
          {stages.map(([stage, screen]) => (
            <li key={stage}>
              <strong>{stage}</strong>:{' '}
              {screen ? (
                <code>{payScreens[screen]}</code>
              ) : (
                <span className="muted">
                  <Trans>the page does not change</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
        {stages
          .flatMap(([, screen]) => (screen && previewQuery[screen] !== undefined ? [screen] : []))
          .slice(0, 1)
          .map((screen) => (
            <OpenScreen key={screen} screen={screen} station={station} query={previewQuery[screen] ?? ''} />
          ))}
        <p>{playLink}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <h3>
        <Trans>Screen</Trans>
      </h3>
      <p>
        <code>{payScreens[shown]}</code>
      </p>
      {previewQuery[shown] !== undefined ? (
        <OpenScreen screen={shown} station={station} query={previewQuery[shown]} />
      ) : (
        <p className="muted">
          <Trans>This screen shows while a payment is under way.</Trans> {playLink}
        </p>
      )}
    </div>
  );
}
