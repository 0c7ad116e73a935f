/**
 * The sandbox platform: msw handlers at the platform's exact paths (SPEC.md section 7) over one store. The same
 * handlers serve the browser (service worker) and the tests (msw/node).
 */
import { authHandlers } from './handlers/auth';
import { benefitHandlers } from './handlers/benefits';
import type { SandboxContext, SandboxHosts } from './handlers/context';
import { functionHandlers } from './handlers/functions';
import { historyHandlers } from './handlers/history';
import { historyCostHandlers } from './handlers/historyCosts';
import { historyTripHandlers } from './handlers/historyTrips';
import { identityHandlers } from './handlers/identity';
import { loyaltyHandlers } from './handlers/loyalty';
import { mbwayFuelCardHandlers } from './handlers/mbwayFuelCard';
import { orderHandlers } from './handlers/orders';
import { paymentHandlers } from './handlers/payments';
import { providerHandlers } from './handlers/provider';
import { redirectHandlers } from './handlers/redirects';
import { stationHandlers } from './handlers/stations';
import { faultHandlers, systemHandlers } from './handlers/system';
import { tutorialHandlers } from './handlers/tutorials';
import { userHandlers } from './handlers/users';
import { vehicleHandlers } from './handlers/vehicles';
import { voucherHandlers } from './handlers/vouchers';
import { walletHandlers } from './handlers/wallets';
import { webauthnHandlers } from './handlers/webauthn';
import { seedData } from './seed';
import { createStore, type SandboxStore } from './store';

export type { SandboxContext, SandboxHosts };

/** `partnerOrigins`: the apps besides this machine's the identity provider may send the browser back to. */
export function createSandbox(
  hosts: SandboxHosts,
  options: { store?: SandboxStore; now?: () => number; partnerOrigins?: readonly string[] } = {},
) {
  const now = options.now ?? Date.now;
  // The seed's past purchases are dated back from the moment the store is seeded.
  const context: SandboxContext = { hosts, store: options.store ?? createStore(() => seedData(now())), now };
  const handlers = [
    ...faultHandlers(context),
    ...systemHandlers(context),
    ...identityHandlers(context, options.partnerOrigins),
    ...authHandlers(context),
    ...userHandlers(context),
    ...stationHandlers(context),
    ...orderHandlers(context),
    ...paymentHandlers(context),
    ...walletHandlers(context),
    ...providerHandlers(context),
    ...mbwayFuelCardHandlers(context),
    ...redirectHandlers(context),
    ...vehicleHandlers(context),
    ...voucherHandlers(context),
    ...benefitHandlers(context),
    // The merge list (a GET of the history with from/to) before the general history list.
    ...historyTripHandlers(context),
    ...historyHandlers(context),
    ...historyCostHandlers(context),
    ...loyaltyHandlers(context),
    ...tutorialHandlers(context),
    ...functionHandlers(context),
    ...webauthnHandlers(context),
  ];
  return { context, handlers };
}
