export type { OrderLike, OrderState } from '../shared/ports';
export * from './orderPoll.machine';
export * from './orderPoll.selectors';
