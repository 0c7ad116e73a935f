export * from './carWash.machine';
