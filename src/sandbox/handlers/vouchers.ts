import { HttpResponse, http } from 'msw';
import type { Voucher } from '../../api/schemas';
import { seededRandom } from '../random';
import type { SandboxData, SandboxUser, SandboxVoucher } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

const dayMs = 24 * 60 * 60_000;

/**
 * The codes the sandbox platform knows (README, "Voucher codes"). It compares codes as the platform stores them:
 * capitals and digits only, so the app must send a code without spaces, hyphens or small letters.
 */
type CodeOutcome =
  | { kind: 'voucher'; name: string; description: string; centsPerLitre?: number; days: number; custom?: boolean }
  | { kind: 'redeemed' | 'expired' | 'notActivated' };

export const voucherCodes: Record<string, CodeOutcome> = {
  FORECOURT2030: {
    kind: 'voucher',
    name: 'Forecourt 2030: 10 ct/l off',
    description: '10 ct/l off every refuel',
    centsPerLitre: 10,
    days: 90,
  },
  FLEET2030: {
    kind: 'voucher',
    name: 'Fleet fuel card',
    description: 'Refuels can be booked on a fuel card',
    days: 365,
    custom: true,
  },
  USED2026: { kind: 'redeemed' },
  EXPIRED2025: { kind: 'expired' },
  PAUSED2026: { kind: 'notActivated' },
};

/** Paid transactions of the user: those before the sandbox (seeded history) and its own paid orders. */
export const transactionCount = (data: SandboxData, user: SandboxUser) =>
  (user.pastTransactions ?? 0) +
  Object.values(data.orders).filter((order) => order.userId === user.id && order.authorizedAt !== undefined).length;

/** What the platform answers of a voucher: never its holder or the sandbox's own discount field. */
const publicVoucher = ({
  userId: _user,
  discountCentsPerLitre: _cents,
  redeemed: _redeemed,
  ...voucher
}: SandboxVoucher): Voucher => voucher;

const isExpired = (voucher: SandboxVoucher, now: number) =>
  voucher.expiresAt !== undefined && Date.parse(voucher.expiresAt) <= now;

/** Letters and digits a referral code is made of: no O, 0, I or 1, which read alike. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Vouchers, campaigns and refer-a-friend (SPEC.md section 7, "Vouchers and referral"). */
export function voucherHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const vouchersOf = (userId: string) =>
    Object.values(store.data.vouchers).filter((voucher) => voucher.userId === userId);

  return [
    // Every voucher and campaign participation of the user, active ones first.
    http.get(`${base}/v4/vouchers/campaign-participations`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const now = ctx.now();
      const vouchers = vouchersOf(auth.user.id)
        .map((voucher) => (isExpired(voucher, now) ? { ...voucher, status: 'EXPIRED' } : voucher))
        .sort((a, b) => Number(b.status === 'ACTIVE') - Number(a.status === 'ACTIVE'));
      return HttpResponse.json(vouchers.map(publicVoucher));
    }),

    http.post(`${base}/v4/vouchers/campaign-participation-activations`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { campaignId } = await readJson(request);
      if (typeof campaignId !== 'string') return fail(422, 'campaignId is required', [310]);
      const voucher = vouchersOf(auth.user.id).find((candidate) => candidate.campaignId === campaignId);
      if (!voucher) return fail(404, 'Campaign not found', [404]);
      if (isExpired(voucher, ctx.now())) return fail(410, 'Voucher is expired', [412]);
      store.update((data) => {
        data.vouchers[voucher.id]!.status = 'ACTIVE';
      });
      return HttpResponse.json({ ok: true });
    }),

    http.post(`${base}/v4/vouchers/vouchers`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { code } = await readJson(request);
      if (typeof code !== 'string' || !code) return fail(422, 'code is required', [310]);
      const known = voucherCodes[code];
      const taken = Object.values(store.data.vouchers).some((voucher) => voucher.code === code);
      if (known?.kind === 'redeemed' || taken) return fail(409, 'Voucher already redeemed', [411]);
      if (!known) return fail(404, 'Voucher code could not been verified', [410]);
      if (known.kind === 'expired') return fail(410, 'Voucher is expired. Please reload the page.', [412]);
      if (known.kind !== 'voucher') return fail(422, "Voucher couldn't be activated", [413]);
      const id = store.nextId('voucher');
      const voucher: SandboxVoucher = {
        id,
        userId: auth.user.id,
        name: known.name,
        code,
        status: 'ACTIVE',
        description: known.description,
        expiresAt: new Date(ctx.now() + known.days * dayMs).toISOString(),
        ...(known.centsPerLitre ? { discountCentsPerLitre: known.centsPerLitre } : {}),
        ...(known.custom ? { type: 'CUSTOM' } : {}),
      };
      store.update((data) => {
        data.vouchers[id] = voucher;
        // A custom voucher changes the account's payment features: this one books refuels on a fuel card.
        if (known.custom) {
          for (const feature of data.users[auth.user.id]!.features)
            if (feature.name === 'bookOnRydFuelCard') feature.status = 'ENABLED';
        }
      });
      return HttpResponse.json(publicVoucher(voucher), { status: 201 });
    }),

    http.get(`${base}/v4/vouchers/referral-program-participation`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      return HttpResponse.json({
        referralCode: auth.user.referralCode,
        eligible: transactionCount(store.data, auth.user) > 0,
        progress: auth.user.referrals ?? [],
      });
    }),

    // The user's referral code, made on the first call; refused before the account's first transaction.
    http.put(`${base}/v4/vouchers/referral-code`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (transactionCount(store.data, auth.user) === 0)
        return fail(403, 'Refer-a-friend needs a first transaction', [420]);
      if (auth.user.referralCode) return HttpResponse.json({ referralCode: auth.user.referralCode });
      const referralCode = store.update((data) => {
        const random = seededRandom(data.seq + 1);
        data.seq += 1;
        const letters = [...(auth.user.firstName ?? '').toUpperCase()].filter((letter) =>
          codeAlphabet.includes(letter),
        );
        const prefix = letters.slice(0, 4).join('') || 'FRIEND';
        const suffix = Array.from({ length: 4 }, () => codeAlphabet[Math.floor(random() * codeAlphabet.length)]);
        const made = `${prefix}${suffix.join('')}`;
        data.users[auth.user.id]!.referralCode = made;
        return made;
      });
      return HttpResponse.json({ referralCode });
    }),
  ];
}
