/**
 * The Playwright projects named on the command line (`--project a --project=b`, `*` wildcards), so
 * the config starts only the servers those projects need: `--project pages` does not wait for the
 * campaign sites and the PostgreSQL cluster of the end-to-end projects. No `--project`: everything.
 */
const requested = (() => {
  const names: string[] = [];
  const argv = process.argv;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--project' && argv[i + 1]) names.push(argv[++i]);
    else if (argv[i].startsWith('--project=')) names.push(argv[i].slice('--project='.length));
  }
  return names.map((name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'));
})();

export function isRequested(...projects: string[]): boolean {
  return requested.length === 0 || projects.some((project) => requested.some((pattern) => pattern.test(project)));
}
