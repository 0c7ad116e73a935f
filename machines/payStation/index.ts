export * from './payStation.machine';
export * from './payStation.selectors';
