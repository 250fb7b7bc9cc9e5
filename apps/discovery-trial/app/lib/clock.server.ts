import { env } from './env.server';

// APP_NOW moves "now" for the whole site, as it does for the data service: set once at start-up,
// the clock then runs on. The data service decides campaign states; the site uses its clock for
// what it shows around them (countdowns, the year).
const offset = env.APP_NOW ? Date.parse(env.APP_NOW) - Date.now() : 0;

export function now(): Date {
  return new Date(Date.now() + offset);
}
