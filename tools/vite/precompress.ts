import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed formats already. */
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.webmanifest', '.map']);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // `.vite/` holds the build's manifests, for tools only: never served, so never compressed.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) siblings of every text file of the client build, so
 * an edge serving the files (nginx `brotli_static` / `gzip_static`, docs/deployment.md) sends
 * compressed bytes without compressing per request; the app servers send them too
 * (express-static-gzip, libs/server/src/app-server.ts). Files that do not shrink by 10 % are left
 * alone. Small files are compressed too: a page's entry, root and layout modules are a few hundred
 * bytes each and every page loads them; without a sibling they went out as they are, since
 * `compression` leaves bodies under 1 KB alone (together about 0.9 KB more per first load).
 */
export async function precompressDirectory(dir: string, { onlyNew = false } = {}): Promise<{ files: number; before: number; brotli: number }> {
  const totals = { files: 0, before: 0, brotli: 0 };
  for await (const file of walk(dir)) {
    if (!compressible.has(extname(file)) || extname(file) === '.map') continue;
    if (onlyNew && existsSync(`${file}.br`)) continue;
    const { size } = await stat(file);
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.length < size * 0.9) await writeFile(`${file}.br`, br);
    if (gz.length < size * 0.9) await writeFile(`${file}.gz`, gz);
    totals.files += 1;
    totals.before += size;
    totals.brotli += Math.min(br.length, size);
  }
  return totals;
}

/** Vite plugin: precompresses the client build once it is written. */
export function precompress(): Plugin {
  return {
    name: 'oriel:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      if (this.environment.config.consumer === 'client') {
        await precompressDirectory(options.dir);
        return;
      }
      // React Router writes the client's route manifest (assets/manifest-*.js) while it builds the
      // server: compress what appeared in the client folder since (the server files stay as they are).
      const clientDir = join(dirname(options.dir), 'client');
      if (basename(options.dir) === 'server' && existsSync(clientDir)) await precompressDirectory(clientDir, { onlyNew: true });
    },
  };
}
