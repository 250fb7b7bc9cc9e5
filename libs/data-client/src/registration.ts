import { z } from 'zod';
import type { RegistrationInput } from '@oriel/contracts/registration';
import type { DataClient } from './client';

// The campaign registration's post (the campaign app's action), apart from the campaign reads so
// that what every page's frame imports carries no form message (per-route message slices).

export const bookingSchema = z.object({ reference: z.string(), campaign: z.string(), location: z.string(), startsAt: z.string(), endsAt: z.string(), manageToken: z.string().optional() });
export type Booking = z.infer<typeof bookingSchema>;

/** What the registration endpoint answers: a booking, or field and form errors as message ids. */
export type RegistrationAnswer =
  | { ok: true; booking: Booking }
  | { ok: false; status: number; fields: Record<string, string>; form?: string; retryAfterSeconds?: number };

const refusalSchema = z.object({
  error: z.object({ details: z.object({ fields: z.record(z.string(), z.string()).default({}), form: z.string().optional() }).loose().optional() }),
});

/**
 * POST /api/registrations from the campaign app's server action. Never throws for an answer of
 * the service: a refusal, a 503 or an unreachable service all come back as form errors.
 */
export async function postRegistration(client: DataClient, body: RegistrationInput & { campaign: string }, headers: Record<string, string> = {}): Promise<RegistrationAnswer> {
  let response: Response;
  try {
    response = await client.fetch(`${client.baseUrl}/api/registrations`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 503, fields: {}, form: 'registration.error.unavailable' };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = z.object({ data: bookingSchema }).safeParse(payload);
    if (parsed.success) return { ok: true, booking: parsed.data.data };
    return { ok: false, status: 502, fields: {}, form: 'registration.error.submit' };
  }
  const details = refusalSchema.safeParse(payload).data?.error.details;
  const retry = Number(response.headers.get('retry-after'));
  const fallback = response.status === 503 || response.status === 502 ? 'registration.error.unavailable' : 'registration.error.submit';
  const fields = details?.fields ?? {};
  return {
    ok: false,
    status: response.status,
    fields,
    form: details?.form ?? (Object.keys(fields).length === 0 ? fallback : undefined),
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  };
}
