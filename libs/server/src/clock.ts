/**
 * The site's notion of "now", one clock for every server (data service, brand site, campaign app).
 * `APP_NOW` (ISO 8601 with offset) sets the time at start-up and the clock runs on from there, so
 * editors can preview a campaign before it opens and tests can reach every campaign state; tests
 * can also move it (`advance`) to expire one-time codes.
 */
export interface Clock {
  now(): Date;
}

export function createClock(appNow?: string): Clock & { advance(ms: number): void } {
  let offset = 0;
  if (appNow) {
    const start = Date.parse(appNow);
    if (Number.isNaN(start)) throw new Error(`APP_NOW is not an ISO 8601 date-time: "${appNow}"`);
    offset = start - Date.now();
  }
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
