export * from './otp-errors';
export * from './otp-step';
export * from './otp-sent';
