export * from './use-otp-flow';
export * from './otp-verification';
