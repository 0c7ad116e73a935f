export * from './pumpChoice.machine';
export * from './pumpChoice.selectors';
