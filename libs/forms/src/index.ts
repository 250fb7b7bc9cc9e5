export * from './provinces';
export * from './calling-codes';
export * from './field';
export * from './form-fields';
export * from './otp';
export * from './honeypot';
export * from './registration';
export * from './text-guards';
