/**
 * Every browser run drives Debian's Chromium packages (never a downloaded browser build).
 *
 * - `chromiumPath`, the full browser a visitor runs: the bench's Lighthouse and first-load
 *   measurements use it.
 * - `testChromiumPath`, Chromium's headless shell (Debian's `chromium-headless-shell`): the tests'
 *   browser, as it is Playwright's own for headless runs. Without the full browser's window and
 *   profile machinery it spends about half the CPU per page load, which is most of CI's time on
 *   two cores.
 *
 * The flags keep either from reaching for the network on a machine that has none.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
