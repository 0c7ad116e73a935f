export * from './giftCard.machine';
export * from './giftCard.selectors';
