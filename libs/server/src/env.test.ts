import { z } from 'zod';
import { EnvError, parseEnvOrThrow } from './env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).default(3000),
  MODE: z.enum(['on', 'off']).default('off'),
  OTP_SECRET: z.string().min(32).optional(),
  SITE_URL: z.url().optional(),
});

describe('parseEnvOrThrow', () => {
  it('names each bad variable once, with its value shape and what is expected, and never prints a secret', () => {
    let error: unknown;
    try {
      parseEnvOrThrow(schema, 'demo', { PORT: 'eighty', MODE: 'yes', OTP_SECRET: 'hunter2', SITE_URL: 'localhost' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { lines, message } = error as EnvError;
    expect(lines).toEqual([
      '  PORT = "eighty" (text of 6 characters): expected a number',
      '  MODE = "yes" (text of 3 characters): expected one of on, off',
      '  OTP_SECRET = text of 7 characters: expected at least 32 characters',
      '  SITE_URL = "localhost" (text of 9 characters, not a URL): expected a URL',
    ]);
    expect(message).not.toContain('hunter2');
    expect(message).not.toMatch(/ZodError|"code"/);
  });

  it('returns the parsed values with their defaults', () => {
    expect(parseEnvOrThrow(schema, 'demo', { PORT: '8080' })).toEqual({ PORT: 8080, MODE: 'off' });
  });
});
