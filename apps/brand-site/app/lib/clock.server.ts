import { env } from './env.server';

// APP_NOW moves "now" for the whole site (the data service and the campaign app read it too), so a
// site started at a chosen moment shows the same year in every footer (the visual tests rely on it).
const offset = env.APP_NOW ? Date.parse(env.APP_NOW) - Date.now() : 0;

export function now(): Date {
  return new Date(Date.now() + offset);
}
