import { HttpResponse, http } from 'msw';
import { headerNames } from '../../api/headers';
import type { Order, Station } from '../../api/schemas';
import { isMileageM, issuerAsks, isVin } from '../contract';
import { hashString } from '../random';
import { appSwitchUrl, orderView, productOf, startUrl } from '../simulate';
import { findUserOrder, type OrderKind, type SandboxOrder, userOrders } from '../store';
import { readWalletToken } from '../walletTokens';
import { authenticate, fail, readJson, type SandboxContext } from './context';
import { logbookEntry } from './historyCosts';
import { appSwitchMethods, detailFreeMethodOf, paysForGiftCards } from './payments';
import { liveStation } from './stations';

const finalStates = new Set(['COMPLETED', 'CANCELLED', 'FAILED', 'REJECTED', 'PROBLEM']);
const cancellableStates = new Set(['CREATED', 'PAYMENT_PENDING', 'PAYMENT_AUTHORIZED', 'PRODUCT_PENDING']);
/** A gift card or a vending product can be cancelled only before it is paid. */
const shopCancellableStates = new Set(['CREATED', 'PAYMENT_PENDING']);
/** An order in one of these occupies its pump, wash or charger: the same driver cannot start a second one there. */
const occupyingStates = new Set([...cancellableStates, 'PRODUCT_SUPPLYING']);
const isShopKind = (kind: OrderKind) => kind === 'GIFT_CARD' || kind === 'VENDING';
/** Orders paid once their price is known (PAYMENT_PENDING); the others are authorised up front (CREATED). */
const paidWhenPending = new Set<OrderKind>(['POSTPAY_FUEL', 'WASH', 'GIFT_CARD', 'VENDING']);

/** Highest prepay authorisation the simulated psp accepts. */
const maxAuthorization = 500;
const odometerMaxM = 1_000_000_000;
/** Longest feedback comment the platform keeps. */
export const feedbackCommentMax = 1_000;

function kindOf(station: Station, productId: string): OrderKind | undefined {
  const product = productOf(station, productId);
  if (!product) return undefined;
  if (product.facility === 'VENDING_MACHINE') return product.type === 'GIFT_CARD' ? 'GIFT_CARD' : 'VENDING';
  if (product.facility === 'CHARGER') return 'EV';
  if (product.facility === 'WASH') return 'WASH';
  return product.attributes.automaticFlow ? 'PREPAY_FUEL' : 'POSTPAY_FUEL';
}

export function orderHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const view = (order: SandboxOrder): Order =>
    orderView(order, liveStation(store.data, order.poiId), ctx.now(), store.data.paymentMethods, base);

  /**
   * The caller's order, or the error answer. `archived`: an order finished before the sandbox started counts too
   * (for reading it; the calls that change an order act on the orders run here).
   */
  const ownOrder = (request: Request, id: unknown, { archived = false } = {}) => {
    const auth = authenticate(ctx, request);
    if ('response' in auth) return auth;
    const order = archived ? findUserOrder(store.data, auth.user.id, String(id)) : store.data.orders[String(id)];
    if (!order || order.userId !== auth.user.id) return { response: fail(404, 'Order not found', [404]) };
    return { ...auth, order };
  };

  return [
    http.post(`${base}/v4/order`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      if (store.data.settings.scenarios.includes('order-fails')) return fail(503, 'Order service unavailable', [503]);
      const body = await readJson(request);
      const products = Array.isArray(body.products)
        ? (body.products as { productId?: unknown; fuelTypeId?: unknown; itemCode?: unknown }[])
        : [];
      const first = products[0];
      if (typeof body.poiId !== 'string' || !first || typeof first.productId !== 'string') {
        return fail(422, 'poiId and products[0].productId are required', [200]);
      }
      const station = liveStation(store.data, body.poiId);
      if (!station) return fail(404, 'Poi not found', [404]);
      if (station.status === 'OFFLINE') return fail(409, 'STATION_OFFLINE', [201]);
      const product = productOf(station, first.productId);
      const kind = kindOf(station, first.productId);
      if (!product || !kind) return fail(422, 'Unknown product', [202]);
      if (product.attributes.status !== 'AVAILABLE') return fail(409, 'Product is not available', [203]);
      // Gift cards are sold to registered drivers only (SPEC.md sections 1 and 6).
      if (kind === 'GIFT_CARD' && auth.user.isGuest)
        return fail(403, 'Gift cards are for registered users only', [207]);
      const items = product.attributes.availableItems;
      // A shop product is bought in one of its items (a gift card's value); one with a single item needs no choice.
      const requestedItem = typeof first.itemCode === 'string' ? first.itemCode : undefined;
      const shopItem = isShopKind(kind)
        ? requestedItem === undefined && items.length === 1
          ? items[0]
          : items.find((item) => item.itemCode === requestedItem)
        : undefined;
      if (isShopKind(kind) && !shopItem) {
        return fail(422, requestedItem === undefined ? 'itemCode is required' : 'Unknown item code', [208]);
      }
      // A gift card is a code, not a machine: buying a second one while the first is unpaid is fine.
      const occupied =
        kind !== 'GIFT_CARD' &&
        Object.values(store.data.orders).some(
          (order) =>
            order.userId === auth.user.id &&
            order.poiId === station._id &&
            order.productId === product._id &&
            occupyingStates.has(view(order).state),
        );
      if (occupied) return fail(409, 'An order of this user is running at this product', [211]);
      const requestedFuel = typeof first.fuelTypeId === 'string' ? first.fuelTypeId : undefined;
      // Prepay names the fuel up front; postpay learns it from the nozzle the driver lifts.
      if (kind === 'PREPAY_FUEL' && !items.some((item) => item.itemCode === requestedFuel)) {
        return fail(422, 'Unknown fuel type', [204]);
      }
      if (requestedFuel && product.facility === 'PUMP' && !items.some((item) => item.itemCode === requestedFuel)) {
        return fail(422, 'Unknown fuel type', [204]);
      }
      const orderId = store.nextId('order');
      const fuelTypeId = isShopKind(kind)
        ? undefined
        : (requestedFuel ??
          (kind === 'POSTPAY_FUEL' ? items[hashString(orderId) % items.length]?.itemCode : undefined));
      if (auth.user.isGuest && !station.features?.guestCheckout) return fail(403, 'Guest checkout not allowed', [205]);
      const odometer = body.carOdometerM;
      if (odometer !== undefined && (typeof odometer !== 'number' || odometer < 0 || odometer > odometerMaxM)) {
        return fail(422, 'carOdometerM is out of range', [206]);
      }
      const settings = store.data.settings;
      const order: SandboxOrder = {
        _id: orderId,
        userId: auth.user.id,
        poiId: station._id,
        kind,
        productId: product._id,
        fuelTypeId,
        ...(shopItem ? { itemCode: shopItem.itemCode } : {}),
        thingId: typeof body.thingId === 'string' ? body.thingId : null,
        partner: request.headers.get(headerNames.partner) ?? undefined,
        carOdometerM: typeof odometer === 'number' ? odometer : undefined,
        createdAt: ctx.now(),
        stepMs: settings.stepMs,
        pumpNoFeedback: settings.scenarios.includes('pump-no-feedback'),
        postpayExpired: settings.scenarios.includes('postpay-expired'),
        authorizeAttempts: 0,
        voucherIds: [],
        discounts:
          auth.user.isGuest || product.facility !== 'PUMP'
            ? []
            : Object.values(store.data.vouchers)
                .filter(
                  (voucher) =>
                    voucher.userId === auth.user.id && voucher.status === 'ACTIVE' && voucher.discountCentsPerLitre,
                )
                .map((voucher) => ({
                  id: voucher.id,
                  name: voucher.name,
                  centsPerLitre: voucher.discountCentsPerLitre!,
                })),
        redeemedCodes: [],
      };
      store.update((data) => {
        data.orders[order._id] = order;
      });
      return HttpResponse.json(view(order), { status: 201 });
    }),

    http.get(`${base}/v4/order/:id`, ({ request, params }) => {
      const found = ownOrder(request, params.id, { archived: true });
      return 'response' in found ? found.response : HttpResponse.json(view(found.order));
    }),

    http.patch(`${base}/v4/order/:id/update-order`, async ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      const { thingExternalId, carOdometerM } = await readJson(request);
      if (
        carOdometerM !== undefined &&
        (typeof carOdometerM !== 'number' || carOdometerM < 0 || carOdometerM > odometerMaxM)
      ) {
        return fail(422, 'carOdometerM is out of range', [206]);
      }
      store.update((data) => {
        const order = data.orders[found.order._id]!;
        if (typeof thingExternalId === 'string') order.thingExternalId = thingExternalId;
        if (typeof carOdometerM === 'number') order.carOdometerM = carOdometerM;
      });
      return HttpResponse.json(view(store.data.orders[found.order._id]!));
    }),

    http.post(`${base}/v4/order/:id/authorize`, async ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      const { order, user } = found;
      const current = view(order);
      if (order.authorizedAt !== undefined || (order.interaction && !order.interaction.result)) {
        return fail(409, 'Order already authorized', [210]);
      }
      const payable = paidWhenPending.has(order.kind) ? 'PAYMENT_PENDING' : 'CREATED';
      if (current.state !== payable) return fail(409, `Order cannot be authorized in state ${current.state}`, [211]);
      const body = await readJson(request);
      const station = liveStation(store.data, order.poiId)!;
      const token = typeof body.paymentToken === 'string' ? body.paymentToken : undefined;
      const methodId = typeof body.paymentMethodId === 'string' ? body.paymentMethodId : undefined;
      // A device wallet's token tells its wallet by its format; one in no wallet's format is refused.
      const walletToken = token ? readWalletToken(token) : undefined;
      if (walletToken && 'malformed' in walletToken) return fail(400, walletToken.malformed, [400]);
      const wallet = walletToken?.wallet;
      const method = methodId ? store.data.paymentMethods[methodId] : undefined;
      // Amazon Pay pays with the checkout session approved on Amazon's (simulated) page, once.
      const amazonSession = token ? store.data.amazonSessions?.[token] : undefined;
      // Bluecode, Payconiq: listed by the platform, no stored details.
      const detailFree = methodId ? detailFreeMethodOf(methodId) : undefined;
      if (amazonSession) {
        if (amazonSession.orderId) return fail(409, 'Amazon checkout session already used', [217]);
      } else if (wallet) {
        // A wallet's token is proof enough that the device has the wallet.
      } else if (token) {
        return fail(400, 'paymentToken is not a Google Pay or Apple Pay token', [400]);
      } else if (user.isGuest) {
        return fail(403, 'Guests pay with a device wallet', [213]);
      } else if (detailFree) {
        // Listed for everyone where the station takes it; nothing stored to check.
      } else if (!method || method.userId !== user.id || method.active.state !== 'ACTIVE') {
        return fail(422, 'Unknown payment method', [214]);
      }
      const means = station.supportedPaymentMeans ?? [];
      const methodType = (amazonSession ? 'AMAZON_PAY' : undefined) ?? wallet ?? detailFree ?? method?.method ?? '';
      if (means.length && !means.includes(methodType) && !(methodType === 'DIRECT_CREDIT' && means.includes('VISA'))) {
        return fail(422, 'Payment method not supported at this station', [215]);
      }
      if (order.kind === 'GIFT_CARD' && !paysForGiftCards(methodType)) {
        return fail(422, 'Payment method not supported on this gift card', [219]);
      }
      // MB WAY pays through its mandate: one that is not active is refused before anything is charged.
      const mandateState = method?.method === 'MBWAY' ? (method.details?.mandateState ?? 'active') : undefined;
      if (mandateState && mandateState !== 'active') {
        return fail(422, `MB WAY mandate is ${mandateState}`, [217]);
      }
      // A fuel card's issuer refuses a payment without what it asks (SPEC.md section 5).
      const level = method?.method === 'FUEL_CARD' ? method.details?.promptLevel : undefined;
      const details = (body.userDetails ?? {}) as { vin?: unknown; carOdometerM?: unknown };
      if (issuerAsks(level).vin && !isVin(details.vin)) {
        return fail(422, 'The fuel card asks for the vehicle identification number', [218]);
      }
      const mileage = details.carOdometerM ?? order.carOdometerM;
      if (issuerAsks(level).mileage && !isMileageM(mileage)) {
        return fail(422, 'The fuel card asks for the mileage', [218]);
      }
      const total = current.totalAfterDiscounts?.amount ?? 0;
      const price = typeof body.authorizePrice === 'number' ? body.authorizePrice : undefined;
      if (order.kind === 'PREPAY_FUEL' && (price === undefined || price <= 0 || price > maxAuthorization)) {
        return fail(422, `authorizePrice must be between 0 and ${maxAuthorization}`, [216]);
      }
      const amount = order.kind === 'PREPAY_FUEL' || order.kind === 'EV' ? (price ?? 80) : total;
      const scenarios = store.data.settings.scenarios;
      store.update((data) => {
        const stored = data.orders[order._id]!;
        stored.authorizeAttempts += 1;
        // The vending machine's answer once paid, as the scenarios stand when the driver pays.
        if (order.kind === 'VENDING') {
          stored.vendingFault = scenarios.includes('vending-out-of-stock')
            ? 'out-of-stock'
            : scenarios.includes('vending-jammed')
              ? 'jammed'
              : undefined;
        }
      });
      if (scenarios.includes('declined') && !wallet && !amazonSession && !detailFree) {
        return fail(402, 'Payment declined', [220]);
      }
      const urls = (body.userInteraction as { urls?: { success?: string; error?: string } } | undefined)?.urls;
      // Bluecode and Payconiq are always approved in the driver's app, which returns to the app's success or error URL.
      if (detailFree && appSwitchMethods.includes(detailFree)) {
        if (!urls?.success || !urls.error) return fail(422, 'userInteraction.urls are required', [218]);
        const start = appSwitchUrl(order._id, detailFree);
        store.update((data) => {
          const stored = data.orders[order._id]!;
          stored.authorizedAmount = amount;
          stored.paymentMethodId = detailFree;
          stored.interaction = { startedAt: ctx.now(), success: urls.success!, error: urls.error!, start };
        });
        return HttpResponse.json({
          userInteraction: { isRequired: true, urls: { start: new URL(start, request.url).toString() } },
        });
      }
      if (scenarios.includes('user-interaction') && !wallet && !amazonSession && urls?.success && urls.error) {
        store.update((data) => {
          const stored = data.orders[order._id]!;
          stored.authorizedAmount = amount;
          stored.paymentMethodId = methodId;
          stored.interaction = { startedAt: ctx.now(), success: urls.success!, error: urls.error! };
        });
        const start = new URL(startUrl(order._id), request.url).toString();
        return HttpResponse.json({ userInteraction: { isRequired: true, urls: { start } } });
      }
      store.update((data) => {
        const stored = data.orders[order._id]!;
        stored.authorizedAmount = amount;
        stored.paymentMethodId = amazonSession ? 'AMAZON_PAY' : (detailFree ?? methodId ?? wallet);
        stored.authorizedAt = ctx.now();
        const session = amazonSession && data.amazonSessions?.[amazonSession.id];
        if (session) session.orderId = order._id;
        // The payment request waits in the driver's MB WAY app, which approves it one step later.
        if (mandateState) {
          stored.appRequestedAt = ctx.now();
          stored.authorizedAt = ctx.now() + order.stepMs;
        }
      });
      return HttpResponse.json({ userInteraction: { isRequired: false } });
    }),

    /** The simulated bank page reports the user's answer here (sandbox only). */
    http.post(`${base}/_sandbox/3ds/:id`, async ({ params, request }) => {
      const order = store.data.orders[String(params.id)];
      if (!order?.interaction) return fail(404, 'No pending interaction', [404]);
      if (order.interaction.result)
        return HttpResponse.json({
          redirect: order.interaction.result === 'approved' ? order.interaction.success : order.interaction.error,
        });
      const { result } = await readJson(request);
      const approved = result === 'approved';
      store.update((data) => {
        const stored = data.orders[order._id]!;
        stored.interaction = { ...stored.interaction!, result: approved ? 'approved' : 'declined', endedAt: ctx.now() };
        if (approved) stored.authorizedAt = ctx.now();
      });
      return HttpResponse.json({ redirect: approved ? order.interaction.success : order.interaction.error });
    }),

    http.get(`${base}/_sandbox/3ds/:id`, ({ params }) => {
      const order = store.data.orders[String(params.id)];
      if (!order?.interaction) return fail(404, 'No pending interaction', [404]);
      const station = liveStation(store.data, order.poiId);
      return HttpResponse.json({
        orderId: order._id,
        amount: order.authorizedAmount ?? 0,
        currency: view(order).authorizedAmount?.currency ?? 'EUR',
        merchant: station?.name ?? '',
        result: order.interaction.result ?? null,
      });
    }),

    http.put(`${base}/v4/order/:id/acquire/stop`, ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      const state = view(found.order).state;
      if (!['PRODUCT_PENDING', 'PRODUCT_SUPPLYING'].includes(state)) {
        return fail(409, `Acquisition cannot be stopped in state ${state}`, [230]);
      }
      store.update((data) => {
        data.orders[found.order._id]!.stoppedAt ??= ctx.now();
      });
      return HttpResponse.json(view(store.data.orders[found.order._id]!));
    }),

    http.post(`${base}/v4/order/:id/cancel`, ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      if (store.data.settings.scenarios.includes('cancel-fails')) return fail(500, 'Cancel failed', [240]);
      const state = view(found.order).state;
      if (state === 'CANCELLED') return HttpResponse.json(view(found.order));
      const shop = isShopKind(found.order.kind);
      // A shop product whose payment is under way (MB WAY waiting in the app) is paid for: no longer cancellable.
      const paying = shop && found.order.authorizedAt !== undefined;
      if (paying || !(shop ? shopCancellableStates : cancellableStates).has(state)) {
        return fail(409, `Order cannot be cancelled in state ${state}`, [241]);
      }
      store.update((data) => {
        data.orders[found.order._id]!.cancelledAt = ctx.now();
      });
      return HttpResponse.json(view(store.data.orders[found.order._id]!));
    }),

    http.get(`${base}/v4/ongoing-orders`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const limit = Math.min(Number(new URL(request.url).searchParams.get('limit')) || 5, 20);
      const ongoing = Object.values(store.data.orders)
        .filter((order) => order.userId === auth.user.id)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(view)
        .filter((order) => !finalStates.has(order.state))
        .slice(0, limit);
      return HttpResponse.json(ongoing);
    }),

    // The driver's rating of a completed order (Forecourt's own call): guests too, once per order.
    http.post(`${base}/v4/order/:id/feedback`, async ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      const { rating, comment } = await readJson(request);
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
        return fail(422, 'rating must be a whole number from 1 to 5', [310]);
      if (comment !== undefined && (typeof comment !== 'string' || comment.length > feedbackCommentMax))
        return fail(422, `comment must be text of at most ${feedbackCommentMax} characters`, [310]);
      if (view(found.order).state !== 'COMPLETED') return fail(409, 'Order is not completed', [260]);
      if (found.order.feedback) return fail(409, 'Feedback already given', [261]);
      store.update((data) => {
        data.orders[found.order._id]!.feedback = {
          rating,
          ...(typeof comment === 'string' && comment.trim() ? { comment: comment.trim() } : {}),
          givenAt: ctx.now(),
        };
      });
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),

    http.put(`${base}/v4/account-history/costs/by-order/:id`, async ({ request, params }) => {
      const found = ownOrder(request, params.id);
      if ('response' in found) return found.response;
      if (store.data.settings.scenarios.includes('costs-fail')) return fail(503, 'History service unavailable', [503]);
      const { carOdometerM, tankIsFull } = await readJson(request);
      if (carOdometerM !== undefined && (typeof carOdometerM !== 'number' || carOdometerM < 0)) {
        return fail(400, 'carOdometerM must be a number of metres', [400]);
      }
      if (tankIsFull !== undefined && typeof tankIsFull !== 'boolean')
        return fail(400, 'tankIsFull must be true or false', [400]);
      const result = logbookEntry(store, found.order, { carOdometerM, tankIsFull });
      if (result === 'mileageBelowPrevious') return fail(422, 'mileage must not be below the previous entry', [422]);
      return HttpResponse.json({ ok: true });
    }),

    http.get(`${base}/v4/invoices/:id`, async ({ request, params }) => {
      const found = ownOrder(request, params.id, { archived: true });
      if ('response' in found) return found.response;
      const order = view(found.order);
      if (!['READY_FOR_INVOICE', 'COMPLETED'].includes(order.state)) return fail(409, 'Invoice not ready', [250]);
      const { invoicePdf } = await import('../invoice');
      const pdf = await invoicePdf({
        order,
        station: liveStation(store.data, found.order.poiId),
        user: found.user,
        issuedAt: new Date(ctx.now()),
      });
      return new HttpResponse(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${order._id}.pdf"`,
        },
      });
    }),

    // Marks a code used: only a code the caller's order issued (another user's, or one not issued yet, is not
    // found); marking it again changes nothing and answers the same.
    http.patch(`${base}/v4/redemption-codes/:id`, ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const codeId = String(params.id);
      const order = userOrders(store.data, auth.user.id).find((candidate) =>
        view(candidate).products[0]?.redemptionCodes?.some((code) => code._id === codeId),
      );
      if (!order) return fail(404, 'Redemption code not found', [404]);
      store.update((data) => {
        const stored = data.orders[order._id] ?? data.archivedOrders[order._id];
        if (stored && !stored.redeemedCodes.includes(codeId)) stored.redeemedCodes.push(codeId);
      });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
