/**
 * Benefits (SPEC.md section 7, vouchers and referral: rewards status and opt-ins): the points a driver earned (one
 * per euro paid on completed orders, on top of the points from before the sandbox's own orders) and their level,
 * and the opt-ins of the gamification feature: the lottery's consent (named by the feature's `consentName`) and
 * the beta programme. `benefits-consent-fails` makes every opt-in change answer 503, nothing stored.
 */
import { HttpResponse, http } from 'msw';
import { orderView } from '../simulate';
import type { SandboxData, SandboxUser } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';
import { liveStation } from './stations';

export type RewardLevel = 'bronze' | 'silver' | 'gold';

/** The points each level starts at. */
export const rewardLevels: readonly { level: RewardLevel; from: number }[] = [
  { level: 'gold', from: 1000 },
  { level: 'silver', from: 250 },
  { level: 'bronze', from: 0 },
];

/** The level a number of points reaches. */
export const rewardLevel = (points: number): RewardLevel =>
  rewardLevels.find((entry) => points >= entry.from)?.level ?? 'bronze';

/** One point per whole euro paid: the orders' totals after discounts, in euros. */
export const pointsFor = (amountsPaid: readonly number[]) =>
  amountsPaid.reduce((sum, amount) => sum + Math.floor(Math.max(0, amount)), 0);

/** The opt-ins the account offers: the lottery under the gamification feature's consent name, and the beta. */
export function offeredOptins(user: SandboxUser): string[] | undefined {
  const gamification = user.features.find((feature) => feature.name === 'gamification');
  if (gamification?.status !== 'ENABLED') return undefined;
  const consentName = gamification.payload?.consentName;
  return [typeof consentName === 'string' ? consentName : 'lottery', 'beta'];
}

export function benefitHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  /** What the user paid on each completed order, in euros. */
  const completedTotals = (data: SandboxData, userId: string) =>
    Object.values(data.orders)
      .filter((order) => order.userId === userId)
      .map((order) => orderView(order, liveStation(data, order.poiId), ctx.now(), data.paymentMethods, base))
      .filter((order) => order.state === 'COMPLETED')
      .map((order) => order.totalAfterDiscounts?.amount ?? order.totalBeforeDiscounts?.amount ?? 0);

  return [
    http.get(`${base}/v4/rewards-status`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (!offeredOptins(auth.user)) return fail(403, 'Gamification is not enabled for this account', [180]);
      const points = (auth.user.rewardPoints ?? 0) + pointsFor(completedTotals(store.data, auth.user.id));
      return HttpResponse.json({ points, level: rewardLevel(points) });
    }),

    http.get(`${base}/optins`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const name = new URL(request.url).searchParams.get('name');
      return HttpResponse.json(auth.user.optins.filter((optin) => !name || optin.name === name));
    }),

    http.post(`${base}/optins`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const offered = offeredOptins(auth.user);
      if (!offered) return fail(403, 'Gamification is not enabled for this account', [180]);
      const { name, action } = await readJson(request);
      if (typeof name !== 'string' || !offered.includes(name)) return fail(422, 'Unknown opt-in', [181]);
      if (action !== 'ACCEPTED' && action !== 'DECLINED')
        return fail(422, 'action must be ACCEPTED or DECLINED', [182]);
      if (store.data.settings.scenarios.includes('benefits-consent-fails')) {
        return fail(503, 'The consent could not be stored', [183]);
      }
      const updatedAt = new Date(ctx.now()).toISOString();
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.optins = [...user.optins.filter((optin) => optin.name !== name), { name, action, updatedAt }];
      });
      return HttpResponse.json({ name, action, updatedAt });
    }),
  ];
}
