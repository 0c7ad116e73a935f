export type { StationLike } from '../shared/ports';
export * from './stationPoll.machine';
export * from './stationPoll.selectors';
