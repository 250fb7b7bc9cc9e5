// The house's own page for the moment a server behind the edge cannot answer (it is restarting, or
// down): the local router (server.mjs) sends it for a page a visitor asked for, and the nginx edge
// sends it instead of its "502 Bad Gateway" (compose.yaml mounts it). Both languages on one page,
// since the app that knows the visitor's is the one that is down; no script, no font or picture to
// fetch, so it shows even when nothing else can.
// `npm run unavailable-page` writes deploy/unavailable.html from the house's configuration
// (libs/config) and the hash of its style into deploy/nginx.conf's CSP; a test keeps them in step.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '../../libs/config/src/index.ts';
import { unavailableCsp } from './server.mjs';

const style = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body {
    margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 3rem 1.25rem;
    background: #0e1114; color: #f3eee6; text-align: center;
    font: 1.0625rem/1.7 Georgia, "Times New Roman", "Noto Serif CJK TC", "Songti TC", "PMingLiU", serif;
  }
  main { max-width: 34rem; }
  .wordmark { margin: 0 0 3rem; font-size: 1.5rem; font-weight: 400; letter-spacing: 0.32em; text-transform: uppercase; }
  h2 { margin: 0 0 0.75rem; font-size: 1.75rem; font-weight: 400; line-height: 1.3; text-wrap: balance; }
  p { margin: 0 0 0.75rem; color: #d8d1c6; text-wrap: pretty; }
  section + section { margin-top: 2.5rem; padding-top: 2.5rem; border-top: 1px solid #3a3f44; }
  [lang|="zh"] { line-height: 1.9; letter-spacing: 0.04em; }
  a { color: #e2c48f; text-underline-offset: 0.2em; }
  a[href^="tel:"] { white-space: nowrap; }
  a:focus-visible { outline: 2px solid #e2c48f; outline-offset: 3px; }
`;

/** The page, from the house's configuration. */
export function renderUnavailablePage() {
  const phone = `<a href="tel:${brand.phone.e164}">${brand.phone.display}</a>`;
  const email = `<a href="mailto:${brand.email}">${brand.email}</a>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${brand.name} · We will be back shortly · 網站稍後將恢復服務</title>
<style>${style}</style>
</head>
<body>
<main>
<h1 class="wordmark">${brand.name}</h1>
<section>
<h2>We will be back shortly</h2>
<p>This page cannot be shown at the moment. Please try again in a few minutes.</p>
<p>For enquiries, call us on ${phone} or write to ${email}.</p>
</section>
<section lang="zh-Hant-HK">
<h2>網站稍後將恢復服務</h2>
<p>此頁暫時未能顯示，請於數分鐘後再試。</p>
<p>如有查詢，請致電 ${phone} 或電郵至 ${email}。</p>
</section>
</main>
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const deploy = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy');
  const html = renderUnavailablePage();
  writeFileSync(join(deploy, 'unavailable.html'), html);
  const nginx = join(deploy, 'nginx.conf');
  writeFileSync(nginx, readFileSync(nginx, 'utf8').replace(/add_header Content-Security-Policy "default-src 'none'; style-src[^"]*"/, `add_header Content-Security-Policy "${unavailableCsp(html)}"`));
  console.log(`wrote ${join(deploy, 'unavailable.html')} and its style's hash in ${nginx}`);
}
