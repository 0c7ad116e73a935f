export * from './vendingPurchase.machine';
