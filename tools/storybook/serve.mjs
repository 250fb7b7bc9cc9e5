#!/usr/bin/env node
// Serves the built Storybook (dist/storybook) as static files, for the story tests of `npm test`
// (tools/storybook/stories.spec.ts) and for looking at a build: `node tools/storybook/serve.mjs`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

if (process.argv.includes('--help')) {
  console.log('Usage: node tools/storybook/serve.mjs [--dir dist/storybook] [--port 6007]\nServes a built Storybook on 127.0.0.1 (build it with `npm run build-storybook`).');
  process.exit(0);
}
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const root = resolve(arg('--dir', 'dist/storybook'));
const port = Number(arg('--port', process.env.PORT ?? 6007));
if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root} holds no built Storybook: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Storybook build served on http://127.0.0.1:${port}`));
