export * from './connection.machine';
export * from './connection.selectors';
