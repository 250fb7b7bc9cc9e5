export { callingCodes, digitsFor, type CallingCode, provinces } from '@oriel/contracts';
export * from './choice-options';
export * from './field';
export * from './form-fields';
export * from './intents';
export * from './use-hydrated';
export * from './otp';
export * from './honeypot';
export * from './registration';
