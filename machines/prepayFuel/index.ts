export * from './prepayFuel.machine';
