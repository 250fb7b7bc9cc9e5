import { createClock } from '@oriel/server/clock';
import { env } from './env.server';

// APP_NOW moves "now" for the whole site: a campaign the public pages show open is open in the
// studio's list too (a rehearsal at a chosen moment, the e2e sites).
export const clock = createClock(env.APP_NOW);
