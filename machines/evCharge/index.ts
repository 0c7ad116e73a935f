export * from './evCharge.machine';
