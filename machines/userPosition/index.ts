export * from './reading';
export * from './userPosition.machine';
export * from './userPosition.selectors';
