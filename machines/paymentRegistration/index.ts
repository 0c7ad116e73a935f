export * from './paymentRegistration.machine';
export * from './paymentRegistration.selectors';
