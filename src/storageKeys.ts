/**
 * Every key the app keeps in the browser's storage, in one place. `local`: kept on the device; `session`: this tab
 * only. The driver's own (cleared at logout and when a login is refused, `clearUserStores`) are marked so. The
 * sandbox platform keeps its store under a key of its own (src/sandbox/store.ts).
 */
export const storageKeys = {
  /** local, the driver's: the login (token, user id, expiry) and whether it came from a login. */
  auth: 'forecourt.auth',
  /** local, and a cookie of the same name for the first-screen handler: the language the driver chose. */
  locale: 'forecourt.locale',
  /** local: the map's filters. */
  mapFilters: 'forecourt.mapFilters',
  /** local: the pay hints the driver has seen. */
  hintsSeen: 'forecourt.hintsSeen',
  /** session: the guest question was answered in this tab. */
  guestHintSeen: 'forecourt.guestHintSeen',
  /** session: the last query that named a station, for the screens that lost it. */
  savedQuery: 'forecourt.savedQuery',
  /** session: where a registered-only route wanted to go before it sent a guest to /login. */
  returnTo: 'forecourt.returnTo',
  /** session: the sign-in this tab started with an OpenID provider. */
  openIdPending: 'forecourt.openIdPending',
  /** session: when the page last reloaded for code that had changed on the server. */
  reloadedForCode: 'forecourt.reloadedForCode',
  /** session: how /charts inspects the running charts. */
  inspect: 'forecourt.inspect',
} as const;

/** session: a form's draft (src/app/useDraft.ts), by form. */
export const draftKey = (form: string) => `forecourt.draft.${form}`;

/** session: the odometer question was answered for this order (or station and product, before the order). */
export const odometerAnsweredKey = (orderKey: string) => `forecourt.odometer.${orderKey}`;
