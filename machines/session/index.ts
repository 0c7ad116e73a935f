export type { AccountFeatureSet, AuthRecord, SessionErrorCode, SessionProfile } from '../shared/ports';
export * from './session.machine';
export * from './session.selectors';
