export type { Position } from '../shared/ports';
export * from './geofence.machine';
export * from './geofence.selectors';
