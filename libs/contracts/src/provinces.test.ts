import { expect, it } from 'vitest';
import { provinces } from './provinces';
import { digitsFor } from './calling-codes';

it('lists the 31 mainland provinces, regions and municipalities once each, in both languages', () => {
  expect(provinces).toHaveLength(31);
  expect(new Set(provinces.map((p) => p.value)).size).toBe(31);
  for (const p of provinces) {
    expect(p.en).toMatch(/^[A-Z]/);
    expect(p.zhHant).toMatch(/[\u4e00-\u9fff]/);
  }
});

it('knows the mobile number length for each calling code', () => {
  expect(digitsFor('852')).toBe(8);
  expect(digitsFor('86')).toBe(11);
  expect(digitsFor('1')).toBeUndefined();
});
