/**
 * The deterministic starting data of the sandbox platform: five users with fixed credentials, their payment
 * methods, vehicle and vouchers. Stations are generated separately (stations/).
 */
import type { AccountFeature, AccountFeatureName, PaymentMethod } from '../api/schemas';
import { seedHistory } from './historySeed';
import { defaultStepMs } from './scenarios';
import { fixtureIds } from './stations';
import { currentVersion, type OrderKind, type SandboxData, type SandboxOrder, type SandboxUser } from './store';

export const demoPassword = 'Forecourt-demo-1';
export const seedUsers = {
  demo: { id: 'user-demo', email: 'demo@forecourt.test' },
  fresh: { id: 'user-fresh', email: 'fresh@forecourt.test' },
  expired: { id: 'user-expired', email: 'expired@forecourt.test' },
  noPsp: { id: 'user-nopsp', email: 'nopsp@forecourt.test' },
  full: { id: 'user-full', email: 'full@forecourt.test' },
  fleet: { id: 'user-fleet', email: 'fleet@forecourt.test' },
  mbwaySuspended: { id: 'user-mbway-suspended', email: 'mbway-suspended@forecourt.test' },
  mbwayExpired: { id: 'user-mbway-expired', email: 'mbway-expired@forecourt.test' },
  /** Owns a vehicle shared with the demo driver (read-only for her). */
  jonas: { id: 'user-jonas', email: 'jonas@forecourt.test' },
  /** Shares the demo driver's Golf. */
  lena: { id: 'user-lena', email: 'lena@forecourt.test' },
  /** An account without gamification (no benefits), with a card: one to delete in tests. */
  leaving: { id: 'user-leaving', email: 'leaving@forecourt.test' },
} as const;
/** The company the fleet driver's postpay is billed to. */
export const fleetPartnerName = 'Fleetwise GmbH';

const seededAt = '2026-11-01T06:00:00.000Z';

export function baseFeatures(options: { evCharging: boolean }): AccountFeature[] {
  return [
    {
      name: 'evCharging',
      status: options.evCharging ? 'ENABLED' : 'DISABLED',
      payload: { preAuthorizations: [{ currency: 'EUR', amount: 80 }] },
    },
    { name: 'quickCheckout', status: 'DISABLED' },
    { name: 'showOdometerScreenBeforeCheckout', status: 'ENABLED' },
    { name: 'loyaltyPrograms', status: 'ENABLED' },
    { name: 'referAFriend', status: 'ENABLED' },
    { name: 'psp', status: 'ENABLED', payload: { subscriptionStatus: 'ACTIVE' } },
    { name: 'poiFilters', status: 'ENABLED', payload: { fuelTypes: ['SUPER_E5'] } },
    { name: 'showCarProfileScreen', status: 'ENABLED' },
    { name: 'invoicing', status: 'ENABLED' },
    { name: 'giftCardShop', status: 'ENABLED' },
    { name: 'gamification', status: 'ENABLED', payload: { consentName: 'lottery' } },
    { name: 'bookOnRydFuelCard', status: 'DISABLED' },
    { name: 'helpScreen', status: 'ENABLED', payload: { supportFAQ: true } },
    { name: 'orderFeedback', status: 'ENABLED' },
  ];
}

/** What a basic account lacks: the profile's optional features. */
const basicAccountOff: AccountFeatureName[] = [
  'gamification',
  'loyaltyPrograms',
  'referAFriend',
  'showCarProfileScreen',
  'invoicing',
  'helpScreen',
];

export function newUser(fields: Partial<SandboxUser> & Pick<SandboxUser, 'id' | 'isGuest'>): SandboxUser {
  return {
    passwordExpired: false,
    accountId: `account-${fields.id}`,
    country: 'DE',
    currency: 'EUR',
    features: baseFeatures({ evCharging: false }),
    preferences: { preferredThing: fields.thingId ?? null, thingAvatars: [] },
    completedTutorials: [],
    optins: [],
    createdAt: seededAt,
    ...fields,
  };
}

/** A Portuguese driver whose only method is MB WAY, its mandate in `state` (fixtures of the mandate states). */
function mbwayDriver(
  user: { id: string; email: string },
  state: 'expired' | 'suspended',
  phoneNumber: string,
): Pick<SandboxData, 'users' | 'paymentMethods' | 'mbwayMandates'> {
  const methodId = `pm-${user.id}`;
  return {
    users: {
      [user.id]: newUser({
        id: user.id,
        email: user.email,
        password: demoPassword,
        firstName: 'Marta',
        lastName: 'Mandate',
        isGuest: false,
        country: 'PT',
      }),
    },
    paymentMethods: {
      [methodId]: {
        id: methodId,
        userId: user.id,
        createdAt: seededAt,
        provider: 'sibs',
        method: 'MBWAY',
        active: { state: 'ACTIVE' },
        isPreferred: true,
        countryCode: 'PT',
        details: { phoneNumber, mandateState: state },
        isRegisteredFor2FA: false,
      },
    },
    mbwayMandates: {
      [`mandate-${user.id}`]: {
        id: `mandate-${user.id}`,
        userId: user.id,
        phoneNumber,
        status: state,
        requestedAt: Date.parse(seededAt),
        paymentMethodId: methodId,
      },
    },
  };
}

const dayMs = 24 * 3_600_000;

/**
 * The demo driver's past purchases with codes, paid `daysAgo` before the seed (a wash code is valid for 30 days,
 * a gift card's for three years): 12 valid washes and a valid gift card (two pages of tickets), a wash marked
 * used and an expired one.
 */
function pastPurchases(userId: string, seededAt: number): Record<string, SandboxOrder> {
  const washes = ['basic', 'comfort', 'premium'] as const;
  const purchase = (
    key: string,
    kind: OrderKind,
    poiId: string,
    productId: string,
    daysAgo: number,
    { itemCode, used = false }: { itemCode?: string; used?: boolean } = {},
  ): SandboxOrder => {
    const _id = `order-past-${key}`;
    const createdAt = seededAt - daysAgo * dayMs;
    return {
      _id,
      userId,
      poiId,
      kind,
      productId,
      ...(itemCode ? { itemCode } : {}),
      thingId: null,
      createdAt,
      stepMs: defaultStepMs,
      pumpNoFeedback: false,
      postpayExpired: false,
      authorizeAttempts: 1,
      authorizedAt: createdAt + defaultStepMs,
      paymentMethodId: 'pm-demo-visa',
      voucherIds: [],
      redeemedCodes: used ? [`${_id}-code-1`] : [],
    };
  };
  const orders = [
    ...Array.from({ length: 12 }, (_, index) => {
      const poiId = index % 3 === 2 ? fixtureIds.dresden : fixtureIds.berlin;
      const wash = washes[index % washes.length]!;
      const number = String(index + 1).padStart(2, '0');
      // Between 1 and 23 days ago, a few hours apart within a day: all still valid.
      return purchase(`wash-${number}`, 'WASH', poiId, `${poiId}-wash-${wash}`, 1 + index * 2 + index / 10);
    }),
    purchase('gift-bluebird', 'GIFT_CARD', fixtureIds.giftCards, `${fixtureIds.giftCards}-gift-bluebird-books`, 26, {
      itemCode: 'EUR-25',
    }),
    purchase('wash-used', 'WASH', fixtureIds.berlin, `${fixtureIds.berlin}-wash-comfort`, 27, { used: true }),
    purchase('wash-expired', 'WASH', fixtureIds.berlin, `${fixtureIds.berlin}-wash-premium`, 45),
  ];
  return Object.fromEntries(orders.map((order) => [order._id, order]));
}

/** `now`: when the store is seeded; past purchases are dated back from it. */
export function seedData(now: number = Date.now()): SandboxData {
  const suspended = mbwayDriver(seedUsers.mbwaySuspended, 'suspended', '+351912000001');
  const lapsed = mbwayDriver(seedUsers.mbwayExpired, 'expired', '+351912000002');
  const demo = newUser({
    id: seedUsers.demo.id,
    email: seedUsers.demo.email,
    password: demoPassword,
    firstName: 'Dana',
    lastName: 'Demo',
    isGuest: false,
    thingId: 'thing-demo-golf',
    features: baseFeatures({ evCharging: true }),
    preferences: {
      preferredThing: 'thing-demo-golf',
      thingAvatars: [{ thingId: 'thing-demo-golf' }, { thingId: 'thing-demo-van' }, { thingId: 'thing-jonas-clio' }],
    },
    address: { street: 'Invalidenstraße', houseNumber: '10', zip: '10115', city: 'Berlin', countryCode: 'DE' },
    // Referral is open to her (she has paid before); her code is made when she first asks for it.
    pastTransactions: 4,
    // Her points from those payments (silver starts at 250); completed orders add one per euro.
    rewardPoints: 180,
    marketingPermissions: { email: true, push: false },
    referrals: [
      { friend: 'Alex', status: 'completed' },
      { friend: 'Sam', status: 'in progress' },
      { friend: 'Kim', status: 'accepted' },
    ],
  });
  const fresh = newUser({
    id: seedUsers.fresh.id,
    email: seedUsers.fresh.email,
    password: demoPassword,
    firstName: 'Frieda',
    lastName: 'Fresh',
    isGuest: false,
  });
  const expired = newUser({
    id: seedUsers.expired.id,
    email: seedUsers.expired.email,
    password: demoPassword,
    firstName: 'Emil',
    lastName: 'Expired',
    isGuest: false,
    passwordExpired: true,
  });
  // An account without payment providers: it can add no method (noPSP).
  const noPsp = newUser({
    id: seedUsers.noPsp.id,
    email: seedUsers.noPsp.email,
    password: demoPassword,
    firstName: 'Nora',
    lastName: 'Noprovider',
    isGuest: false,
    features: baseFeatures({ evCharging: false }).map((feature) =>
      feature.name === 'psp' ? { ...feature, status: 'DISABLED' } : feature,
    ),
  });
  // An account at the limit of payment methods, one of which needs reactivation.
  const full = newUser({
    id: seedUsers.full.id,
    email: seedUsers.full.email,
    password: demoPassword,
    firstName: 'Felix',
    lastName: 'Full',
    isGuest: false,
  });
  const fullCard = (id: string, brand: string, last4: string, extra: Partial<PaymentMethod> = {}) => ({
    id,
    userId: full.id,
    createdAt: seededAt,
    provider: 'sandbox-psp',
    method: 'DIRECT_CREDIT' as const,
    active: { state: 'ACTIVE' as const },
    isPreferred: false,
    countryCode: 'DE',
    details: { brand, cardNumber: `•••• ${last4}`, expiry: '12/2030' },
    isRegisteredFor2FA: false,
    ...extra,
  });
  const fullMethods = [
    fullCard('pm-full-visa', 'VISA', '1111', { isPreferred: true }),
    fullCard('pm-full-mastercard', 'MASTERCARD', '4444'),
    fullCard('pm-full-amex', 'AMEX', '0005', {
      details: {
        brand: 'AMEX',
        cardNumber: '•••• 0005',
        expiry: '12/2030',
        authorizedPayments: { status: 'REACTIVATION_REQUIRED' },
      },
    }),
    fullCard('pm-full-visa-2', 'VISA', '1881'),
    {
      ...fullCard('pm-full-paypal', '', ''),
      provider: 'paypal',
      method: 'PAYPAL' as const,
      details: { email: 'felix.full@forecourt.test' },
    },
  ];
  const fleet = newUser({
    id: seedUsers.fleet.id,
    email: seedUsers.fleet.email,
    password: demoPassword,
    firstName: 'Fiete',
    lastName: 'Fleet',
    isGuest: false,
  });
  // The owner of the family Clio the demo driver may drive, and a driver the demo Golf is shared with.
  const jonas = newUser({
    id: seedUsers.jonas.id,
    email: seedUsers.jonas.email,
    password: demoPassword,
    firstName: 'Jonas',
    lastName: 'Weber',
    isGuest: false,
    thingId: 'thing-jonas-clio',
    preferences: { preferredThing: 'thing-jonas-clio', thingAvatars: [{ thingId: 'thing-jonas-clio' }] },
  });
  const lena = newUser({
    id: seedUsers.lena.id,
    email: seedUsers.lena.email,
    password: demoPassword,
    firstName: 'Lena',
    lastName: 'Lang',
    isGuest: false,
    thingId: 'thing-demo-golf',
    preferences: { preferredThing: 'thing-demo-golf', thingAvatars: [{ thingId: 'thing-demo-golf' }] },
  });
  const leaving = newUser({
    id: seedUsers.leaving.id,
    email: seedUsers.leaving.email,
    password: demoPassword,
    firstName: 'Lea',
    lastName: 'Leaving',
    isGuest: false,
    // A basic account: none of the optional features of the profile (SPEC.md section 6).
    features: baseFeatures({ evCharging: false }).map((feature) =>
      basicAccountOff.includes(feature.name as AccountFeatureName)
        ? { name: feature.name, status: 'DISABLED' }
        : feature,
    ),
  });
  return {
    version: currentVersion,
    seq: 0,
    requestCount: 0,
    failures: [],
    authorizationCodes: {},
    settings: { scenarios: [], stepMs: defaultStepMs },
    users: {
      [demo.id]: demo,
      [fresh.id]: fresh,
      [expired.id]: expired,
      [noPsp.id]: noPsp,
      [full.id]: full,
      [fleet.id]: fleet,
      [jonas.id]: jonas,
      [lena.id]: lena,
      [leaving.id]: leaving,
      ...suspended.users,
      ...lapsed.users,
    },
    tokens: {},
    orders: {},
    archivedOrders: pastPurchases(demo.id, now),
    history: seedHistory(demo.id, { car: 'thing-demo-golf', van: 'thing-demo-van' }, now),
    paymentMethods: {
      ...suspended.paymentMethods,
      ...lapsed.paymentMethods,
      'pm-leaving-visa': {
        id: 'pm-leaving-visa',
        userId: leaving.id,
        createdAt: seededAt,
        provider: 'sandbox-psp',
        method: 'DIRECT_CREDIT',
        active: { state: 'ACTIVE' },
        isPreferred: true,
        countryCode: 'DE',
        details: { brand: 'VISA', cardNumber: '•••• 4242', expiry: '12/2029' },
        isRegisteredFor2FA: false,
      },
      'pm-demo-visa': {
        id: 'pm-demo-visa',
        userId: demo.id,
        createdAt: seededAt,
        provider: 'sandbox-psp',
        method: 'DIRECT_CREDIT',
        active: { state: 'ACTIVE' },
        isPreferred: true,
        countryCode: 'DE',
        details: { brand: 'VISA', cardNumber: '•••• 4242', expiry: '12/2029' },
        isRegisteredFor2FA: false,
      },
      'pm-demo-paypal': {
        id: 'pm-demo-paypal',
        userId: demo.id,
        createdAt: seededAt,
        provider: 'paypal',
        method: 'PAYPAL',
        active: { state: 'ACTIVE' },
        isPreferred: false,
        countryCode: 'DE',
        details: { email: 'dana.demo@forecourt.test' },
        isRegisteredFor2FA: false,
      },
      ...Object.fromEntries(fullMethods.map((method) => [method.id, method])),
      'pm-fleet-partner': {
        id: 'pm-fleet-partner',
        userId: fleet.id,
        createdAt: seededAt,
        provider: 'fleet-billing',
        method: 'POSTPAY_BY_PARTNER',
        active: { state: 'ACTIVE' },
        isPreferred: true,
        countryCode: 'DE',
        details: { managementInfo: fleetPartnerName },
      },
      'pm-fleet-user': {
        id: 'pm-fleet-user',
        userId: fleet.id,
        createdAt: seededAt,
        provider: 'fleet-billing',
        method: 'POSTPAY_BY_USER',
        active: { state: 'ACTIVE' },
        isPreferred: false,
        countryCode: 'DE',
      },
    },
    things: {
      'thing-demo-golf': {
        _id: 'thing-demo-golf',
        thingId: 'thing-demo-golf',
        account: demo.accountId,
        type: 'car',
        ymme: { make: 'Volkswagen', model: 'Golf', year: 2021, fuelType: 'SUPER_E5', licensePlate: 'B-FC 2026' },
        status: 'ACTIVE',
        users: [demo.id, lena.id],
        readOnly: false,
        nickName: 'Golf',
        carOdometerM: 48_250_000,
      },
      'thing-demo-van': {
        _id: 'thing-demo-van',
        thingId: 'thing-demo-van',
        account: demo.accountId,
        type: 'car',
        ymme: { make: 'Volkswagen', model: 'Transporter', year: 2019, fuelType: 'DIESEL', licensePlate: 'B-FC 1990' },
        status: 'ACTIVE',
        users: [demo.id],
        readOnly: false,
        nickName: 'Van',
        carOdometerM: 131_400_000,
      },
      'thing-jonas-clio': {
        _id: 'thing-jonas-clio',
        thingId: 'thing-jonas-clio',
        account: jonas.accountId,
        type: 'car',
        ymme: { make: 'Renault', model: 'Clio', year: 2020, fuelType: 'SUPER_E10', licensePlate: 'M-JW 4711' },
        status: 'ACTIVE',
        users: [jonas.id, demo.id],
        readOnly: true,
        nickName: 'Family Clio',
        carOdometerM: 62_300_000,
        tankCapacityL: 42,
      },
    },
    vouchers: {
      'voucher-demo-welcome': {
        id: 'voucher-demo-welcome',
        userId: demo.id,
        name: 'Welcome: 5 ct/l off',
        code: 'WELCOME5',
        campaignId: 'campaign-welcome',
        status: 'ACTIVE',
        description: '5 ct/l off every refuel',
        expiresAt: '2030-12-31T22:59:59.000Z',
        discountCentsPerLitre: 5,
      },
      // A campaign the demo driver takes part in but has not activated yet.
      'voucher-demo-weekend': {
        id: 'voucher-demo-weekend',
        userId: demo.id,
        name: 'Weekend: 3 ct/l off',
        campaignId: 'campaign-weekend',
        status: 'INACTIVE',
        description: '3 ct/l off every refuel once activated',
        expiresAt: '2030-06-30T21:59:59.000Z',
        discountCentsPerLitre: 3,
      },
    },
    loyalty: {
      // The demo driver's FuelPoints card, typed in before.
      'loyalty-demo-fuelpoints': {
        _id: 'loyalty-demo-fuelpoints',
        userId: demo.id,
        loyaltyProgramId: 'loyalty-fuelpoints',
        programName: 'FuelPoints',
        cardNumber: '7001234567890123',
        email: seedUsers.demo.email,
      },
      // Jonas's card: registered to another driver, so nobody else can add it.
      'loyalty-jonas-fuelpoints': {
        _id: 'loyalty-jonas-fuelpoints',
        userId: jonas.id,
        loyaltyProgramId: 'loyalty-fuelpoints',
        programName: 'FuelPoints',
        cardNumber: '7001987654321019',
        email: seedUsers.jonas.email,
      },
    },
    mbwayMandates: { ...suspended.mbwayMandates, ...lapsed.mbwayMandates },
  };
}
