export * from './evCharge.machine';
export * from './evCharge.paths';
