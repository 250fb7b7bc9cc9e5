export * from './provinces';
export * from './calling-codes';
export * from './otp';
export * from './loyalty/view';
export * from './honeypot';
export * from './registration';
export * from './text-guards';
