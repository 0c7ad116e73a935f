export * from './vendingPurchase.machine';
export * from './vendingPurchase.selectors';
