export * from '@oriel/contracts/loyalty';
export * from './messages';
