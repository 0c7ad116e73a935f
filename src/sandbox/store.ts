/**
 * The sandbox platform's database: everything that changes (users, sessions, orders, payment methods,
 * vehicles, vouchers, settings), persisted to browser storage after every change so reloads and redirects to
 * the simulated 3-D Secure page keep it. Stations are not stored: they are generated deterministically.
 *
 * The stored data carries its version: data an older sandbox saved is brought up to date on load by the
 * migrations, one version at a time; data no migration reads (no version, a newer sandbox's, damaged) starts fresh.
 */

import type { AccountFeature, Address, HistoryEvent, PaymentMethod, Preferences, Thing, Voucher } from '../api/schemas';
import type { TrackedFailure } from '../app/errorTracking';
import type { Scenario } from './scenarios';

export interface SandboxUser {
  id: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  isGuest: boolean;
  passwordExpired: boolean;
  accountId: string;
  thingId?: string;
  address?: Address;
  taxInfo?: { country?: string; taxId?: string };
  country: string;
  currency: string;
  features: AccountFeature[];
  preferences: Preferences;
  completedTutorials: { topicId: string; tutorialLanguage: string; completedAt: string }[];
  optins: { name: string; action: 'ACCEPTED' | 'DECLINED'; updatedAt: string }[];
  /** What the user agreed to be sent (`email`, `push`): only what is true was agreed to. */
  marketingPermissions?: Record<string, boolean>;
  /** Reward points earned before the sandbox's own orders; completed orders add one per euro. */
  rewardPoints?: number;
  /** Copies of their data the user asked for (GET /events/request-data-dump), sent by email to `email`. */
  dataDumpRequests?: { thingId?: string; email?: string; requestedAt: string }[];
  referralCode?: string;
  /** Paid transactions made before the sandbox's own orders (its history): referral needs at least one. */
  pastTransactions?: number;
  /** The friends who signed up with the referral code, and how far each has come. */
  referrals?: { friend: string; status: 'accepted' | 'in progress' | 'completed' }[];
  /** The odometer screen's stored answer: REFUSED never asks again. */
  odometerScreen?: { value?: number | 'REFUSED'; updatedAt?: string };
  createdAt: string;
  /** Two-factor confirmation (src/sandbox/handlers/twoFactor.ts): the method set up last. */
  twoFactorMethod?: 'pin' | 'webauthn';
  /** The PIN's salted SHA-256, never the PIN itself. */
  pinHash?: string;
  /** Wrong PINs in a row since the last right one (validate_pin), and the time the PIN is locked until. */
  pinFailures?: number;
  pinLockedUntil?: number;
  /** The WebAuthn credentials registered by the driver's devices. */
  webauthnCredentials?: SandboxCredential[];
  /** The challenge of the ceremony under way (registration, or authentication for one order and method). */
  webauthnChallenge?: { challenge: string; kind: 'registration' | 'authentication'; paymentMethodId?: string };
}

/**
 * A voucher a user holds: one added with a code, or a campaign's participation (`campaignId`), which is
 * `INACTIVE` until the driver activates it. ACTIVE vouchers with a discount per litre lower fuel prices.
 */
export type SandboxVoucher = Voucher & { userId: string; discountCentsPerLitre?: number; redeemed?: boolean };

/** A registered WebAuthn credential: its id and COSE public key (base64url) and the signature counter. */
export interface SandboxCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports?: string[];
}

/** GIFT_CARD and VENDING: a product of the station's shop (GET v4/shops/{id}), paid like a wash. */
export type OrderKind = 'PREPAY_FUEL' | 'POSTPAY_FUEL' | 'WASH' | 'EV' | 'GIFT_CARD' | 'VENDING';

export interface SandboxOrder {
  _id: string;
  userId: string;
  poiId: string;
  kind: OrderKind;
  productId: string;
  fuelTypeId?: string;
  /** The chosen item of a shop product (a gift card's value, `EUR-25`). */
  itemCode?: string;
  thingId?: string | null;
  partner?: string;
  carOdometerM?: number;
  /** The driver recorded a full tank for the logbook (PUT costs/by-order). */
  tankIsFull?: boolean;
  thingExternalId?: string;
  createdAt: number;
  /** Length of one simulated step, fixed at creation so later setting changes do not rewrite history. */
  stepMs: number;
  /** Scenario effects fixed at creation. */
  pumpNoFeedback: boolean;
  postpayExpired: boolean;
  /** What the vending machine does once paid, fixed when the payment is authorised (scenarios). */
  vendingFault?: 'out-of-stock' | 'jammed';
  authorizeAttempts: number;
  authorizedAt?: number;
  authorizedAmount?: number;
  paymentMethodId?: string;
  /** A pending or finished 3-D Secure style interaction. */
  interaction?: {
    startedAt: number;
    success: string;
    error: string;
    result?: 'approved' | 'declined';
    endedAt?: number;
    /** The page the driver approves on (default: the simulated 3-D Secure page). */
    start?: string;
  };
  /** An MB WAY payment request sent to the driver's app at this time; the app approves it one step later. */
  appRequestedAt?: number;
  stoppedAt?: number;
  cancelledAt?: number;
  /** Vouchers applied to this order at creation, with their discount per litre. */
  voucherIds: string[];
  discounts?: { id: string; name: string; centsPerLitre: number }[];
  redeemedCodes: string[];
  /** The driver's rating and comment of the completed order (POST v4/order/{id}/feedback), given once. */
  feedback?: { rating: number; comment?: string; givenAt: number };
}

/** An MB WAY mandate at the simulated provider: one phone number, approved in the simulated MB WAY app. */
export interface SandboxMandate {
  id: string;
  userId: string;
  phoneNumber: string;
  status: 'pending' | 'active' | 'expired' | 'suspended';
  requestedAt: number;
  /** The MBWAY payment method the mandate backs, once approved. */
  paymentMethodId?: string;
}

export interface SandboxSettings {
  scenarios: Scenario[];
  /** Length of one simulated order step in ms. */
  stepMs: number;
}

/**
 * A registration opened with the simulated payment provider: a card (its hosted card-entry page) or a PayPal
 * account (its simulated PayPal approval page).
 */
export interface SandboxRegistration {
  /** Also the id of the payment method it creates. */
  id: string;
  userId: string;
  method: 'DIRECT_CREDIT' | 'PAYPAL';
  /** Where the hosted page sends the browser back to, with the outcome in the query. */
  returnUrl: string;
  /** `closed`: the driver closed the PayPal page without approving. */
  status: 'open' | 'challenge' | 'authorised' | 'declined' | 'closed';
  /** The provider's proof of the outcome, returned as `resultIndicator`. */
  resultIndicator?: string;
  /** What the card registered as (never the number beyond its last four digits). */
  card?: { brand: string; cardNumber: string; expiry: string };
  /** The PayPal account approved (its e-mail address). */
  paypal?: { email: string };
}

/**
 * A cost or trip of a user's account history, as the platform answers it (amounts in cents, millilitres and
 * metres). `mergedInto`: a trip merged into another is not listed; the merged trip lists it in `mergedFrom`.
 */
export interface SandboxHistoryEvent extends HistoryEvent {
  userId: string;
  mergedInto?: string;
}

/** A driver's loyalty card: the full number (the app masks it), the programme and the e-mail it is under. */
export interface SandboxLoyaltySubscription {
  _id: string;
  userId: string;
  cardNumber: string;
  programName: string;
  email?: string;
  loyaltyProgramId?: string;
}

/** A failure as the app's tracker sends it (src/app/errorTracking.ts), with the time it arrived. */
export type SandboxFailure = TrackedFailure & { at: string };

/** The sandbox keeps this many tracked failures. */
export const keptFailures = 50;

/**
 * The version of the data this sandbox stores. 2: accounts carry the `orderFeedback` feature; the app's tracked
 * failures and sign-in codes are kept. 3: the archived orders, the account history and the MB WAY mandates are
 * always there. A new version needs its migration (`migrations`).
 */
export const currentVersion = 3;

export interface SandboxData {
  version: typeof currentVersion;
  seq: number;
  /** Requests seen, for the `flaky` scenario. */
  requestCount: number;
  /** The failures the app tracked (the deployer's error tracker, played by the sandbox), the newest last. */
  failures: SandboxFailure[];
  /** The identity provider's one-time codes (handlers/identity.ts), by code. */
  authorizationCodes: Record<
    string,
    { email: string; clientId: string; redirectUri: string; challenge: string; nonce?: string; issuedAt: number }
  >;
  settings: SandboxSettings;
  users: Record<string, SandboxUser>;
  tokens: Record<string, { userId: string; createdAt: string }>;
  orders: Record<string, SandboxOrder>;
  /**
   * Orders finished before this sandbox started (the seed's past purchases): answered like the others (GET
   * v4/order/{id}, the account history, their redemption codes) but not among the orders this sandbox ran.
   */
  archivedOrders: Record<string, SandboxOrder>;
  paymentMethods: Record<string, PaymentMethod & { userId: string }>;
  /** The costs and trips of the account history (payments come from the orders). */
  history: Record<string, SandboxHistoryEvent>;
  things: Record<string, Thing>;
  vouchers: Record<string, SandboxVoucher>;
  /** Card registrations of the simulated payment provider (absent in stores saved before they existed). */
  registrations?: Record<string, SandboxRegistration>;
  loyalty: Record<string, SandboxLoyaltySubscription>;
  /** Checkout sessions approved on the simulated Amazon checkout; each pays one order. */
  amazonSessions?: Record<string, { id: string; amount: number; currency: string; orderId?: string }>;
  /** MB WAY mandates. */
  mbwayMandates: Record<string, SandboxMandate>;
}

/** One of the user's orders, run here or archived; undefined for another user's or an unknown id. */
export function findUserOrder(data: SandboxData, userId: string, id: string): SandboxOrder | undefined {
  const order = data.orders[id] ?? data.archivedOrders[id];
  return order?.userId === userId ? order : undefined;
}

/** Every order of the user, run here or archived. */
export const userOrders = (data: SandboxData, userId: string): SandboxOrder[] =>
  [...Object.values(data.orders), ...Object.values(data.archivedOrders)].filter((order) => order.userId === userId);

export interface SandboxStore {
  readonly data: SandboxData;
  /** Applies a change and persists it. */
  update<T>(change: (data: SandboxData) => T): T;
  /** A new id, unique within this store. */
  nextId(prefix: string): string;
  reset(): void;
}

export const storageKey = 'forecourt.sandbox.v1';

/** Where a store keeps its data: browser storage, memory, or a JSON file (the sandbox's HTTP server). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In tests and in Node there is no browser storage: keep the data in memory. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The file operations `fileStorage` needs (node:fs in the sandbox's HTTP server; this module stays browser-safe). */
export interface FileAccess {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string): void;
  renameSync(from: string, to: string): void;
}

/**
 * A JSON file holding every key's value, read once and written whole after every change (through a temporary
 * file, so a crash never leaves half a store). Values are kept as JSON, so the file reads as the store itself.
 */
export function fileStorage(path: string, fs: FileAccess): KeyValueStorage {
  const values = new Map<string, string>();
  if (fs.existsSync(path)) {
    try {
      const saved: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
      if (saved && typeof saved === 'object')
        for (const [key, value] of Object.entries(saved)) values.set(key, JSON.stringify(value));
    } catch {
      // A damaged file starts an empty storage; the store seeds itself and overwrites the file.
    }
  }
  const save = () => {
    const contents = Object.fromEntries([...values].map(([key, value]) => [key, JSON.parse(value) as unknown]));
    fs.writeFileSync(`${path}.tmp`, `${JSON.stringify(contents, null, 1)}\n`);
    fs.renameSync(`${path}.tmp`, path);
  };
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
      save();
    },
    removeItem: (key) => {
      values.delete(key);
      save();
    },
  };
}

/** Data as an older sandbox stored it, before the migrations bring it up to date. */
type StoredData = { version?: unknown } & Record<string, unknown>;

/** Version 2 as stored: stores saved before the archived orders, the history or the mandates existed lack them. */
type Version2 = Omit<SandboxData, 'version' | 'archivedOrders' | 'history' | 'mbwayMandates'> &
  Partial<Pick<SandboxData, 'archivedOrders' | 'history' | 'mbwayMandates'>>;

/** Version 1 as stored: no tracked failures, no sign-in codes. */
type Version1 = Omit<Version2, 'failures' | 'authorizationCodes'>;

/** Turns the data of one version into the next; `migrate` stamps the new version. */
export type Migration = (data: StoredData) => StoredData;

/**
 * Version 1 knew no `orderFeedback` feature (every account had the feedback form, so each gets it enabled) and
 * kept no failures.
 */
function fromVersion1(stored: StoredData): StoredData {
  const data = stored as unknown as Version1;
  for (const user of Object.values(data.users))
    if (!user.features.some((feature) => feature.name === 'orderFeedback'))
      user.features.push({ name: 'orderFeedback', status: 'ENABLED' });
  return { ...data, failures: [], authorizationCodes: {} } satisfies Version2;
}

/**
 * Version 2 stores saved before the archived orders, the account history or the MB WAY mandates existed lack them:
 * they get none, which is what the handlers made of an absent one.
 */
function fromVersion2(stored: StoredData): StoredData {
  const data = stored as unknown as Version2;
  return {
    ...data,
    archivedOrders: data.archivedOrders ?? {},
    history: data.history ?? {},
    mbwayMandates: data.mbwayMandates ?? {},
  } satisfies Omit<SandboxData, 'version'>;
}

/**
 * The migrations, at the index of the version each reads: the one at n turns version n into n + 1, so the last
 * gives `currentVersion`. Data without a version counts as version 0, which none reads: the store has carried a
 * version since its first day, so such data was never a sandbox's and starts fresh.
 */
const migrations: readonly (Migration | undefined)[] = [undefined, fromVersion1, fromVersion2];

/**
 * Stored data brought up to version `target`, one migration after the other from its own version; undefined when
 * no migration reads it (not an object, no version, a version newer than `target`) or a migration fails on it.
 */
export function migrate(stored: unknown, steps = migrations, target: number = currentVersion): StoredData | undefined {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
  let data = stored as StoredData;
  const version = data.version ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > target) return undefined;
  for (let from = version; from < target; from++) {
    const step = steps[from];
    if (!step) return undefined;
    try {
      data = { ...step(data), version: from + 1 };
    } catch {
      return undefined;
    }
  }
  return data;
}

export function createStore(seed: () => SandboxData, storage: KeyValueStorage = memoryStorage()): SandboxStore {
  const load = (): SandboxData => {
    const saved = storage.getItem(storageKey);
    if (!saved) return seed();
    let parsed: unknown;
    try {
      parsed = JSON.parse(saved);
    } catch {
      // A damaged store is replaced by a fresh seed.
      return seed();
    }
    const migrated = migrate(parsed);
    if (!migrated) return seed();
    const data = migrated as unknown as SandboxData;
    // Saved at once in the current version, so it is migrated only once.
    if (migrated !== parsed) storage.setItem(storageKey, JSON.stringify(data));
    return data;
  };
  let data = load();
  const save = () => storage.setItem(storageKey, JSON.stringify(data));
  return {
    get data() {
      return data;
    },
    update(change) {
      const result = change(data);
      save();
      return result;
    },
    nextId(prefix) {
      data.seq += 1;
      const random = Math.random().toString(16).slice(2, 10).padEnd(8, '0');
      return `${prefix}-${data.seq.toString(16).padStart(4, '0')}-${random}`;
    },
    reset() {
      storage.removeItem(storageKey);
      data = seed();
      save();
    },
  };
}
