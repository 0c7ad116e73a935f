export * from './postpayFuel.machine';
