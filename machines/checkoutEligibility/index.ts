export type { PaymentMethodLike, StationLike } from '../shared/ports';
export * from './checkoutEligibility.machine';
export * from './checkoutEligibility.selectors';
