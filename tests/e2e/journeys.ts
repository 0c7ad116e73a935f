/**
 * The journeys generated from a pay flow's graph (tests/journeys), run in the browser: one test per outcome of the
 * flow, named by the outcome and the states its path passes through. A journey starts logged in on the station's
 * pay area with the scenarios and the speed its steps ask for, takes each step (what the driver does; nothing
 * where the platform takes it), and must end on the outcome's screen as the chart's URL projection says
 * (flowScreens.ts), with what a driver reads there, and without axe violations.
 *
 * An outcome whose path has a step without a journey step fails, naming the step; an outcome declared
 * unproducible in the sandbox is skipped with its reason.
 */
import type { Page } from '@playwright/test';
import { payScreens, type ScreenTarget } from '../../src/flows/pay/flowScreens';
import {
  type DriverAction,
  type FlowJourneySpec,
  flowJourneys,
  journeyOrderId,
  runnableJourney,
} from '../journeys/flowJourneys';
import { screenTexts } from '../journeys/orderFlowJourneys';
import {
  choosePostpayPump,
  choosePrepay,
  expect,
  expectNoAxeViolations,
  openCarWashes,
  openPayArea,
  sandboxData,
  signIn,
  skipOdometer,
  test,
} from './fixtures';

type NamedAction = Exclude<DriverAction, { open: string }>;

/** What each driver action does in the browser. */
const actions: Record<NamedAction, (page: Page, spec: FlowJourneySpec) => Promise<void>> = {
  'choose pump 1, Super E5 and €50': (page) => choosePrepay(page),
  'choose pump 6': (page) => choosePostpayPump(page, 'Pump 6'),
  'wait for the summary': async (page) => {
    await expect(page).toHaveURL(new RegExp(`${payScreens.postpaySummary}\\?`), { timeout: 20_000 });
  },
  'open the car washes': openCarWashes,
  'choose the Basic wash': (page) => page.getByRole('button', { name: 'Choose Basic wash for €9.99' }).click(),
  'choose the CCS 150 kW charger': async (page) => {
    await page.getByRole('button', { name: /CCS · 150 kW/ }).click();
    await expect(page).toHaveURL(new RegExp(`${payScreens.evSummary}\\?`));
  },
  'skip the mileage': skipOdometer,
  pay: (page) => page.getByRole('button', { name: /^(Pay €[\d.,]+|Start charging)$/ }).click(),
  'decline at the bank': async (page) => {
    await expect(page.getByRole('heading', { name: 'Approve this payment?' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
  },
  'cancel the order': async (page) => {
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
  },
  'wait for charging': async (page) => {
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible({ timeout: 20_000 });
  },
  'finish charging': async (page) => {
    await page.getByRole('button', { name: 'Finish charging' }).click();
    await page.getByRole('button', { name: 'Yes, finish charging' }).click();
  },
  'open this order again': async (page, spec) => {
    // Once the app has left the screen the order's link opens (for the bank's page, the cancel) for another one.
    const bankReturn = payScreens[spec.screens.bankReturn];
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/pay/') && url.pathname !== bankReturn);
    // The journey's order: the sandbox's latest (a cancelled order's page does not name it).
    const orders = Object.values((await sandboxData(page)).orders).sort((a, b) => a.createdAt - b.createdAt);
    const orderId = orders.at(-1)?._id;
    expect(orderId, 'the order of this journey').toBeDefined();
    const query = new URL(page.url()).searchParams;
    query.delete('declined');
    query.delete('state');
    query.set('orderId', orderId ?? '');
    await page.goto(`${bankReturn}?${query}`);
  },
};

/** `sandbox` adds to the query of a screen opened by its URL (the sandbox's settings, on the journey's first page). */
async function perform(page: Page, spec: FlowJourneySpec, action: DriverAction, sandbox: Record<string, string>) {
  if (typeof action === 'string') return actions[action](page, spec);
  const query = new URLSearchParams({ pid: spec.station, ...action.query, ...sandbox });
  await page.goto(`${payScreens[action.open]}?${query}`);
}

/**
 * The URL as the outcome's target describes it: its path, and for each key the target sets or removes, the
 * value (the order's id only as present, the sandbox makes its own), or null when absent.
 */
function urlAsTarget(href: string, target: ScreenTarget) {
  const url = new URL(href);
  const value = (key: string) =>
    key === 'orderId' && url.searchParams.has(key) ? 'an order id' : url.searchParams.get(key);
  return { path: url.pathname, query: Object.fromEntries(Object.keys(target.query).map((key) => [key, value(key)])) };
}

const expectedUrl = (target: ScreenTarget) => ({
  path: target.path,
  query: Object.fromEntries(
    Object.entries(target.query).map(([key, value]) => [
      key,
      key === 'orderId' && value === journeyOrderId ? 'an order id' : (value ?? null),
    ]),
  ),
});

/** Declares the journeys of a flow, one test each. */
export function describeJourneys(spec: FlowJourneySpec) {
  test.describe(`${spec.label} journeys generated from the chart`, () => {
    if (spec.geolocation) test.use({ geolocation: spec.geolocation });

    for (const journey of flowJourneys(spec)) {
      test(journey.title, async ({ page }) => {
        if (journey.kind === 'unproducible') test.skip(true, journey.reason);
        const { outcome, steps, stepMs, scenarios } = runnableJourney(journey);
        const texts = screenTexts[outcome.screen];
        if (!texts) throw new Error(`no text known for the screen ${outcome.screen} (${journey.title})`);

        await signIn(page);
        // The journey's first page sets the sandbox's speed and faults: a screen it opens by its URL, else the
        // station's pay area.
        const opensFirst = typeof steps.flatMap(({ step }) => step.does)[0] === 'object';
        if (!opensFirst) await openPayArea(page, spec.station, { step: stepMs, scenarios });
        let sandbox: Record<string, string> = opensFirst
          ? { sandboxStep: String(stepMs), ...(scenarios.length ? { sandbox: scenarios.join(',') } : {}) }
          : {};
        for (const { name, to, step } of steps) {
          await test.step(`${name} → ${to}`, async () => {
            for (const action of step.does) {
              await perform(page, spec, action, sandbox);
              sandbox = {};
            }
          });
        }
        await test.step(`ends on ${outcome.screen}`, async () => {
          await expect
            .poll(() => urlAsTarget(page.url(), outcome.target), {
              message: `the URL of ${outcome.key}`,
              timeout: 30_000,
            })
            .toEqual(expectedUrl(outcome.target));
          for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
        });
        await expectNoAxeViolations(page);
      });
    }
  });
}
