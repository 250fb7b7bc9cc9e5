export * from '@oriel/contracts/registration';
export * from './form';
export * from './messages';
