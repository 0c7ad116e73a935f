import { beforeEach, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../src/api';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { googlePayTestToken } from '../../src/sandbox/walletTokens';
import { clock, refusal, resetSandbox } from '../sandboxServer';

const berlin = fixtureIds.berlin;
/** Long enough for any sandbox prepay order to reach COMPLETED. */
const untilCompleted = 60_000;

function client() {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  return {
    api,
    async login(email: string = seedUsers.demo.email) {
      token = (await api.auth.loginLocal({ email, password: demoPassword })).auth_token;
      return api;
    },
    async guest() {
      token = (await api.auth.registerGuest()).auth_token;
      return api;
    },
  };
}

/** A prepay at pump 1 of Demo Berlin Mitte, paid; `complete` moves the clock until it is COMPLETED. */
async function paidPrepay(api: Api, payment: { paymentMethodId?: string; paymentToken?: string }) {
  const station = await api.stations.getPoi(berlin);
  const pump = station.products.find((product) => product.name === '1')!;
  const order = await api.orders.createOrder({
    poiId: berlin,
    autoAcquire: false,
    products: [{ productId: pump._id, fuelTypeId: 'SUPER_E5' }],
  });
  await api.orders.authorize(order._id, { authorizePrice: 20, ...payment });
  return order._id;
}

describe('the sandbox content site: tutorials', () => {
  beforeEach(() => resetSandbox());

  it('lists the six topics in order, titled in the language asked for, English for an unknown one', async () => {
    const { api } = client();
    const english = await api.content.getTutorialTopics('en');
    expect(english.map((topic) => topic.title)).toEqual([
      'Paying at the pump',
      'Prepay or pay after fuelling',
      'Car wash codes',
      'Charging an electric car',
      'Vouchers',
      'Payment methods',
    ]);
    const german = await api.content.getTutorialTopics('de');
    expect(german.map((topic) => topic.id)).toEqual(english.map((topic) => topic.id));
    expect(german[0]?.title).toBe('An der Zapfsäule bezahlen');
    expect((await api.content.getTutorialTopics('pl'))[3]?.title).toBe('Ładowanie samochodu elektrycznego');
    expect((await api.content.getTutorialTopics('xx'))[0]?.title).toBe('Paying at the pump');
  });

  it("gives a topic's tutorials with plain-text bodies, steps and a video where there is one", async () => {
    const { api } = client();
    const atThePump = await api.content.getTutorials('paying-at-the-pump', 'en');
    expect(atThePump.map((tutorial) => tutorial.title)).toEqual(['Fuel in four steps', 'Finding your receipt']);
    expect(atThePump[0]?.steps).toHaveLength(4);
    expect(atThePump[0]?.videoUrl).toMatch(/^https:\/\//);
    expect(atThePump[1]?.videoUrl).toBeUndefined();
    expect(atThePump.every((tutorial) => !/[<>]/.test(tutorial.body))).toBe(true);
    const german = await api.content.getTutorials('paying-at-the-pump', 'de');
    expect(german[0]?.body).toMatch(/Handy/);
    // Titles in every language; English bodies where the content site has no translation.
    const danish = await api.content.getTutorials('paying-at-the-pump', 'da');
    expect(danish[0]?.title).toBe('Tank i fire trin');
    expect(danish[0]?.body).toBe(atThePump[0]?.body);
    expect(await api.content.getTutorials('no-such-topic', 'en')).toEqual([]);
  });
});

describe('the sandbox platform: completed tutorials', () => {
  beforeEach(() => resetSandbox());

  it('records a completion per topic and language, once, for the registered driver only', async () => {
    const api = await client().login();
    expect(await api.users.getCompletedTutorials()).toEqual([]);
    const completedAt = '2026-11-02T08:00:00.000Z';
    await api.users.completeTutorial({ topicId: 'vouchers', tutorialLanguage: 'en', completedAt });
    await api.users.completeTutorial({
      topicId: 'vouchers',
      tutorialLanguage: 'en',
      completedAt: '2026-11-03T08:00:00.000Z',
    });
    await api.users.completeTutorial({ topicId: 'vouchers', tutorialLanguage: 'de', completedAt });
    expect(await api.users.getCompletedTutorials()).toEqual([
      { topicId: 'vouchers', tutorialLanguage: 'en', completedAt: '2026-11-03T08:00:00.000Z' },
      { topicId: 'vouchers', tutorialLanguage: 'de', completedAt },
    ]);
    // Another driver's list is their own.
    expect(await (await client().login(seedUsers.full.email)).users.getCompletedTutorials()).toEqual([]);
    const guest = await client().guest();
    expect(await refusal(guest.users.getCompletedTutorials())).toMatchObject({ status: 403 });
    expect(
      await refusal(guest.users.completeTutorial({ topicId: 'vouchers', tutorialLanguage: 'en', completedAt })),
    ).toMatchObject({ status: 403 });
  });

  it('refuses a completion without a topic, a language or a valid time', async () => {
    const api = await client().login();
    const completedAt = '2026-11-02T08:00:00.000Z';
    expect(
      await refusal(api.users.completeTutorial({ topicId: '', tutorialLanguage: 'en', completedAt })),
    ).toMatchObject({ status: 422 });
    expect(
      await refusal(api.users.completeTutorial({ topicId: 'vouchers', tutorialLanguage: '', completedAt })),
    ).toMatchObject({ status: 422 });
    expect(
      await refusal(
        api.users.completeTutorial({ topicId: 'vouchers', tutorialLanguage: 'en', completedAt: 'yesterday' }),
      ),
    ).toMatchObject({ status: 422 });
    expect(await api.users.getCompletedTutorials()).toEqual([]);
  });
});

describe('the sandbox platform: feedback on an order', () => {
  beforeEach(() => resetSandbox());

  it('takes one rating of a completed order from its owner, and the order carries it from then on', async () => {
    const api = await client().login();
    const orderId = await paidPrepay(api, { paymentMethodId: 'pm-demo-visa' });
    expect(await refusal(api.orders.sendFeedback(orderId, { rating: 4 }))).toEqual({
      status: 409,
      description: 'Order is not completed',
    });
    clock.advance(untilCompleted);
    const done = await api.orders.getOrder(orderId);
    expect(done.state).toBe('COMPLETED');
    expect(done.feedback).toBeUndefined();
    // Someone else cannot rate it.
    const other = await client().login(seedUsers.full.email);
    expect(await refusal(other.orders.sendFeedback(orderId, { rating: 1 }))).toMatchObject({ status: 404 });
    expect(await refusal(api.orders.sendFeedback(orderId, { rating: 6 }))).toMatchObject({ status: 422 });
    expect(await refusal(api.orders.sendFeedback(orderId, { rating: 2.5 }))).toMatchObject({ status: 422 });

    await api.orders.sendFeedback(orderId, { rating: 4, comment: 'Quick and easy' });
    expect((await api.orders.getOrder(orderId)).feedback).toEqual({ rating: 4 });
    expect(await refusal(api.orders.sendFeedback(orderId, { rating: 5 }))).toEqual({
      status: 409,
      description: 'Feedback already given',
    });
    expect((await api.orders.getOrder(orderId)).feedback).toEqual({ rating: 4 });
  });

  it("takes a guest's rating of their own order too", async () => {
    const guest = await client().guest();
    const orderId = await paidPrepay(guest, { paymentToken: googlePayTestToken() });
    clock.advance(untilCompleted);
    await guest.orders.sendFeedback(orderId, { rating: 5 });
    expect((await guest.orders.getOrder(orderId)).feedback).toEqual({ rating: 5 });
  });
});
