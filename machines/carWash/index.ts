export * from './carWash.machine';
export * from './carWash.paths';
export * from './carWash.selectors';
