export * from './giftCard.machine';
