export * from './evCharge.machine';
export * from './evCharge.selectors';
