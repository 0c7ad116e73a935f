/**
 * Named faults a tester can force, chosen with `?sandbox=<name>[,<name>…]` (`?sandbox=none` clears them) or
 * the sandbox panel. They persist with the sandbox store.
 */
export const scenarios = [
  'declined',
  'user-interaction',
  'station-offline',
  'pump-no-feedback',
  'postpay-expired',
  'cancel-fails',
  'order-fails',
  'slow',
  'no-answer',
  'flaky',
  'maintenance',
  'device-ios',
  'device-android',
  'pin-check-fails',
  'provider-fails',
  'vehicle-save-fails',
  'vehicle-load-fails',
  'vending-out-of-stock',
  'vending-jammed',
  'gift-card-shop-off',
  'benefits-consent-fails',
  'account-delete-fails',
  'loyalty-save-fails',
  'costs-fail',
] as const;
export type Scenario = (typeof scenarios)[number];

export const scenarioDescriptions: Record<Scenario, string> = {
  declined: 'Every card authorisation is declined.',
  'user-interaction': 'Authorisations need a simulated 3-D Secure approval.',
  'station-offline': 'Every station reports OFFLINE.',
  'pump-no-feedback': 'Prepay pumps never start; the order ends in PROBLEM.',
  'postpay-expired': 'Postpay orders expire before payment.',
  'cancel-fails': 'Cancelling an order answers 500.',
  'order-fails': 'Creating an order answers 503; nothing is created.',
  slow: 'Every call takes 3 s.',
  'no-answer': 'Calls get no answer for 31 s: the app gives up after its own 30 s timeout.',
  flaky: 'Every third call fails with 502 or a network error.',
  maintenance: 'The maintenance file reports maintenance.',
  'device-ios': 'The simulated device offers Apple Pay.',
  'device-android': 'The simulated device offers Google Pay.',
  'pin-check-fails': 'Checking a PIN (validate_pin) answers 500.',
  'provider-fails': 'The payment provider (MB WAY, fuel cards) answers 502; no method is saved.',
  'vehicle-save-fails': 'Creating, changing or deleting a vehicle (or removing its users) answers 503.',
  'vehicle-load-fails': 'Reading a vehicle (GET /things/{id}) answers 500.',
  'vending-out-of-stock':
    'Once paid, the vending machine reports the product out of stock: the order fails, nothing is charged.',
  'vending-jammed':
    'Once paid, the vending machine cannot release the product: the order ends in PROBLEM, nothing is charged.',
  'gift-card-shop-off': 'The account feature giftCardShop is DISABLED for every account: no gift card shop is offered.',
  'benefits-consent-fails':
    'Joining or leaving the lottery or the beta programme (POST /optins) answers 503; nothing changes.',
  'account-delete-fails':
    'Asking for a copy of your data (request-data-dump) and deleting the account (delete_user) answer 500; the account stays.',
  'loyalty-save-fails':
    'Joining a loyalty programme (a card or the partner sign-up) or leaving one answers 503: the partner is unavailable.',
  'costs-fail':
    "Saving or deleting a cost, its receipt's photo, the receipt's logbook entry and a vehicle's expenses answer 503.",
};

export const isScenario = (value: string): value is Scenario => (scenarios as readonly string[]).includes(value);

/** Reads `sandbox` from a query string: undefined when absent, [] for `none`. */
export function scenariosFromQuery(search: string): Scenario[] | undefined {
  const value = new URLSearchParams(search).get('sandbox');
  if (value === null) return undefined;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(isScenario);
}

/** Wallets the simulated device offers. A desktop Chromium offers Google Pay. */
export function deviceWallets(active: readonly Scenario[]): ('GOOGLE_PAY' | 'APPLE_PAY')[] {
  if (active.includes('device-ios')) return ['APPLE_PAY'];
  return ['GOOGLE_PAY'];
}

export const defaultStepMs = 3_000;
