export * from '@oriel/contracts/content';
