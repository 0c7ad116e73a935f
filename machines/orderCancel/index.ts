export * from './orderCancel.machine';
