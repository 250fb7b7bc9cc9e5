export * from './provinces';
export * from './calling-codes';
