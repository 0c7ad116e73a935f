export * from './carWash.machine';
export * from './carWash.selectors';
