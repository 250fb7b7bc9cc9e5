import { availableParallelism } from 'node:os';
import { pageWorkers } from './app-server';

describe('PAGE_WORKERS: how many processes render pages on an app port (decision 220)', () => {
  it('is one process unless set, a count, or one per core with auto', () => {
    expect(pageWorkers(undefined)).toBe(1);
    expect(pageWorkers('')).toBe(1);
    expect(pageWorkers('2')).toBe(2);
    expect(pageWorkers('auto')).toBe(availableParallelism());
  });

  it('refuses a value that is not a whole number from 1 to 64, naming the variable', () => {
    for (const value of ['0', '-1', '1.5', 'two', '65']) expect(() => pageWorkers(value)).toThrow(/PAGE_WORKERS/);
  });
});
