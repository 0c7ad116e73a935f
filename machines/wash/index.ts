export * from './wash.machine';
export * from './wash.paths';
