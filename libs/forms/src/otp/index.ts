export * from './otp-errors';
export * from './otp-step';
