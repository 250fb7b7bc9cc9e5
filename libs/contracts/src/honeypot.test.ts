import { z } from 'zod';
import { honeypotFieldName, isHoneypotFilled } from './honeypot';
import { honeypotShape } from './honeypot-shape';

describe('honeypot', () => {
  const form = z.object({ email: z.email(), ...honeypotShape });

  it('lets people through: the field absent or empty', () => {
    expect(form.safeParse({ email: 'a@b.hk' }).success).toBe(true);
    expect(isHoneypotFilled({ email: 'a@b.hk' })).toBe(false);
    expect(isHoneypotFilled({ email: 'a@b.hk', [honeypotFieldName]: '  ' })).toBe(false);
  });

  it('catches a bot that filled it in', () => {
    expect(isHoneypotFilled({ email: 'a@b.hk', website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: ['x'] })).toBe(true);
    expect(form.safeParse({ email: 'a@b.hk', website: 'x'.repeat(201) }).success).toBe(false);
  });
});
