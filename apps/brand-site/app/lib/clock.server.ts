import { createClock } from '@oriel/server/clock';
import { env } from './env.server';

// APP_NOW moves "now" for the whole site (the data service and the campaign app read it too, with
// the same clock), so a site started at a chosen moment shows the same year in every footer (the
// visual tests rely on it).
export const clock = createClock(env.APP_NOW);
export const now = () => clock.now();
