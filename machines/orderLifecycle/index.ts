export * from './orderLifecycle.machine';
export * from './orderLifecycle.selectors';
