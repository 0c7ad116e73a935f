import { HttpResponse, http } from 'msw';
import type { PaymentMethod } from '../../api/schemas';
import { deviceWallets } from '../scenarios';
import { productOf } from '../simulate';
import { authenticate, fail, readJson, type SandboxContext } from './context';
import { liveStation } from './stations';

/** How many payment methods a user may keep. */
export const paymentMethodLimit = 5;
const walletMethods = ['GOOGLE_PAY', 'APPLE_PAY'] as const;
/** Means that need no stored details, listed where the station takes them (SPEC.md section 9). */
const listedMeans = [
  { id: 'wallet-amazon_pay', method: 'AMAZON_PAY' },
  { id: 'means-bluecode', method: 'BLUECODE' },
  { id: 'means-payconiq', method: 'PAYCONIQ' },
] as const;
/** Bluecode and Payconiq are approved in the driver's banking app (an app switch). */
export const appSwitchMethods: readonly string[] = ['BLUECODE', 'PAYCONIQ'];
/**
 * Means that cannot pay for a gift card, which is as good as cash: fuel cards and partner billing pay for the
 * vehicle's costs only. Cards, PayPal, wallets, Amazon Pay, Bluecode, Payconiq, MB WAY and billing to the driver can.
 */
const notForGiftCards: readonly string[] = ['FUEL_CARD', 'BP_ARAL_ROUTEX', 'POSTPAY_BY_PARTNER'];
export const paysForGiftCards = (method: string) => !notForGiftCards.includes(method);

/** The means a listed id stands for (Bluecode, Payconiq), if it is one that needs no details. */
export const detailFreeMethodOf = (id: string) =>
  listedMeans.find((means) => means.id === id && appSwitchMethods.includes(means.method))?.method;

export function paymentHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const activeMethods = (userId: string) =>
    Object.values(store.data.paymentMethods).filter(
      (method) => method.userId === userId && method.active.state === 'ACTIVE',
    );

  return [
    http.get(`${base}/v4/payment-methods/is-payment-methods-limit-exceeded`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      return HttpResponse.json({ isLimitExceeded: activeMethods(auth.user.id).length >= paymentMethodLimit });
    }),

    http.get(`${base}/v4/payment-methods/`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const query = new URL(request.url).searchParams;
      if (query.get('customerId') !== auth.user.id) return fail(403, 'Forbidden', [104]);
      if (query.get('state') !== 'ACTIVE') return fail(400, 'state=ACTIVE is required', [400]);
      const poiId = query.get('supportedByPoi');
      const station = poiId ? liveStation(store.data, poiId) : undefined;
      if (poiId && !station) return fail(404, 'Poi not found', [404]);
      const productId = query.get('supportedByPoiProduct');
      const product = station && productId ? productOf(station, productId) : undefined;
      if (station && productId && !product) return fail(404, 'Product not found', [404]);
      const giftCard = product?.type === 'GIFT_CARD';
      const wallets = deviceWallets(store.data.settings.scenarios);
      const means = station?.supportedPaymentMeans;
      const supportedByPoi = (method: string) =>
        (!giftCard || paysForGiftCards(method)) &&
        (!means ||
          means.includes(method) ||
          (method === 'DIRECT_CREDIT' && means.some((m) => ['VISA', 'MASTERCARD', 'AMEX'].includes(m))));
      const stored = auth.user.isGuest ? [] : activeMethods(auth.user.id).map(({ userId: _, ...method }) => method);
      // Device wallets need no stored details: the platform lists them for every user.
      const walletEntries: PaymentMethod[] = walletMethods.map((method) => ({
        id: `wallet-${method.toLowerCase()}`,
        createdAt: auth.user.createdAt,
        provider: 'sandbox-psp',
        method,
        active: { state: 'ACTIVE' },
        isPreferred: false,
        countryCode: auth.user.country,
      }));
      const meansEntries: PaymentMethod[] = listedMeans
        // Bluecode and Payconiq are for registered drivers; Amazon Pay is a wallet, for guests too.
        .filter((means) => !auth.user.isGuest || !appSwitchMethods.includes(means.method))
        .filter((means) => station && (station.supportedPaymentMeans ?? []).includes(means.method))
        .map((means) => ({
          id: means.id,
          createdAt: auth.user.createdAt,
          provider: 'sandbox-psp',
          method: means.method,
          active: { state: 'ACTIVE' },
          isPreferred: false,
          countryCode: auth.user.country,
        }));
      const list = [...stored, ...walletEntries, ...meansEntries].map((method) => {
        const onDevice =
          !walletMethods.includes(method.method as 'GOOGLE_PAY') || wallets.includes(method.method as 'GOOGLE_PAY');
        return {
          ...method,
          isSupportedDevice: onDevice,
          isPMSupportedOnDevice: onDevice,
          isSupportedPOI: supportedByPoi(method.method),
        };
      });
      return HttpResponse.json(list);
    }),

    http.post(`${base}/v4/payment-methods/:id/set-as-preferred`, ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const method = store.data.paymentMethods[String(params.id)];
      if (!method || method.userId !== auth.user.id || method.active.state !== 'ACTIVE') {
        return fail(404, 'Payment method not found', [404]);
      }
      store.update((data) => {
        for (const other of Object.values(data.paymentMethods)) {
          if (other.userId === auth.user.id) other.isPreferred = other.id === method.id;
        }
      });
      return HttpResponse.json({ ok: true });
    }),

    http.post(`${base}/v4/payment-methods/:id/deactivate`, ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const method = store.data.paymentMethods[String(params.id)];
      if (!method || method.userId !== auth.user.id || method.active.state !== 'ACTIVE') {
        return fail(404, 'Payment method not found', [404]);
      }
      if (method.isPreferred) return fail(409, 'A preferred payment method cannot be deleted', [300]);
      store.update((data) => {
        data.paymentMethods[method.id]!.active = { state: 'INACTIVE' };
      });
      return HttpResponse.json({ ok: true });
    }),

    http.patch(`${base}/v4/payment-methods/:id`, async ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const method = store.data.paymentMethods[String(params.id)];
      if (!method || method.userId !== auth.user.id) return fail(404, 'Payment method not found', [404]);
      const { successUrl, errorUrl } = await readJson(request);
      if (typeof successUrl !== 'string' || typeof errorUrl !== 'string') {
        return fail(422, 'successUrl and errorUrl are required', [301]);
      }
      // Completes a registration the provider authorised (once: asked again, the active method is the answer).
      const registration = store.data.registrations?.[method.id];
      if (method.active.state !== 'ACTIVE') {
        if (registration?.status !== 'authorised') return fail(409, 'The registration was not authorised', [302]);
        const active = activeMethods(auth.user.id);
        if (active.length >= paymentMethodLimit) return fail(409, 'Limit of payment methods reached', [303]);
        const hasPreferred = active.some((other) => other.isPreferred);
        store.update((data) => {
          const stored = data.paymentMethods[method.id]!;
          stored.active = { state: 'ACTIVE' };
          // replacePreferred false keeps the preferred method; the first method becomes the preferred one.
          stored.isPreferred = !hasPreferred;
        });
      }
      const { userId: _, ...answer } = store.data.paymentMethods[method.id]!;
      return HttpResponse.json(answer);
    }),

    http.get(`${base}/v4/features/psp/available-providers`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      // The account's payment providers: none where its `psp` feature is off (noPSP).
      const psp = auth.user.features.find((feature) => feature.name === 'psp');
      if (psp?.status !== 'ENABLED') return HttpResponse.json([]);
      return HttpResponse.json([
        { provider: 'sandbox-psp', methods: ['DIRECT_CREDIT', 'GOOGLE_PAY', 'APPLE_PAY'], brand: 'Sandbox PSP' },
        { provider: 'paypal', methods: ['PAYPAL'] },
        { provider: 'sibs', methods: ['MBWAY'] },
        { provider: 'bp', methods: ['FUEL_CARD'] },
        { provider: 'amazon', methods: ['AMAZON_PAY'] },
      ]);
    }),

    http.post(`${base}/v4/vouchers/discount-preview`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { poiId, productId, fuelTypeId, amount, currency } = await readJson(request);
      if (
        typeof poiId !== 'string' ||
        typeof productId !== 'string' ||
        typeof amount !== 'number' ||
        typeof currency !== 'string'
      ) {
        return fail(422, 'poiId, productId, amount and currency are required', [310]);
      }
      const product = productOf(liveStation(store.data, poiId), productId);
      if (!product) return fail(404, 'Product not found', [404]);
      const item = product.attributes.availableItems.find(
        (candidate) => !fuelTypeId || candidate.itemCode === fuelTypeId,
      );
      const litres = item?.price && product.facility === 'PUMP' ? amount / item.price : 0;
      const discounts = Object.values(store.data.vouchers)
        .filter(
          (voucher) => voucher.userId === auth.user.id && voucher.status === 'ACTIVE' && voucher.discountCentsPerLitre,
        )
        .map((voucher) => ({
          name: voucher.name,
          label: `${voucher.discountCentsPerLitre} ct/l`,
          appliedDiscount: { amount: Math.floor(litres * voucher.discountCentsPerLitre!) / 100, currency },
        }))
        .filter((discount) => discount.appliedDiscount.amount > 0);
      const saved = discounts.reduce((sum, discount) => sum + discount.appliedDiscount.amount, 0);
      return HttpResponse.json({
        discounts,
        totalAfterDiscounts: { amount: Math.round((amount - saved) * 100) / 100, currency },
      });
    }),
  ];
}
