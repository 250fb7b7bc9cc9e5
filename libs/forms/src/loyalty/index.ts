export * from '@oriel/contracts/loyalty';
