// zod/mini: the code's format is checked in the forms' islands too, and zod's classic API is not tree-shaken. A module of its
// own (`@oriel/forms/otp-code`), so an island can fetch it, and zod, when a code is first checked.
import { z } from 'zod/mini';

/** The code as typed (spaces allowed): six digits. */
export const otpCodeSchema = z.pipe(
  z.pipe(
    z.string({ error: 'otp.error.codeFormat' }),
    z.transform((value: string) => value.replace(/\s/g, '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, 'otp.error.codeFormat')),
);
