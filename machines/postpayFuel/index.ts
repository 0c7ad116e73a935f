export * from './postpayFuel.machine';
export * from './postpayFuel.selectors';
