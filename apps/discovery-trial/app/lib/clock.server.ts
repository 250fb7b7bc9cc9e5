import { createClock } from '@oriel/server/clock';
import { env } from './env.server';

// APP_NOW moves "now" for the whole site, with the data service's clock: set once at start-up, the
// clock then runs on. The data service decides campaign states; the site uses its clock for what
// it shows around them (countdowns, the year).
export const clock = createClock(env.APP_NOW);
export const now = () => clock.now();
