export * from './mbwayMandate.machine';
export * from './mbwayMandate.selectors';
