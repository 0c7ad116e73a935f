export * from './prepayFuel.machine';
export * from './prepayFuel.selectors';
