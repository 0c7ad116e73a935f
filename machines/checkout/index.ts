export * from './checkout.machine';
export * from './checkout.selectors';
export { isAmazonPay, restoredVehicle } from './checkout.setup';
