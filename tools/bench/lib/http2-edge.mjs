// An HTTP/2 edge over TLS in front of the composed site, for Lighthouse: visitors reach the site
// through nginx (`listen 443 ssl http2`, deploy/nginx.conf), where a page's style sheet, fonts and
// modules share one connection. Over the composed site's plain HTTP/1.1, Chromium opens six
// connections and the style sheet waits behind the preloads React places before it, which no
// visitor meets. The certificate is made at run time (openssl, self-signed, for localhost, one day)
// and only the bench's browser is told to accept it. The edge passes requests and answers through
// unchanged, compression included, as nginx does (it compresses nothing itself).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop that HTTP/2 forbids (RFC 9113 §8.2.2). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** The Chromium flag that accepts the edge's self-signed certificate (the bench's browser only). */
export const acceptEdgeCertificate = '--ignore-certificate-errors';

/** Starts the edge on a free port in front of `target` (http://host:port); resolves to its base URL and a close function. */
export async function startHttp2Edge(target) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-edge-'));
  let key;
  let cert;
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    key = readFileSync(join(dir, 'key.pem'));
    cert = readFileSync(join(dir, 'cert.pem'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded = { host: headers[':authority'] };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    const request = http.request({ host: upstream.hostname, port: upstream.port, method: headers[':method'], path: headers[':path'], headers: forwarded, agent }, (response) => {
      const answer = { ':status': response.statusCode };
      for (const [name, value] of Object.entries(response.headers)) if (!hopByHop.has(name)) answer[name] = value;
      if (stream.destroyed) return response.resume();
      stream.respond(answer);
      response.pipe(stream);
    });
    request.on('error', () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `https://localhost:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Chromium keeps its HTTP/2 session open: end it so close() returns.
        for (const session of sessions) session.destroy();
      }),
  };
}
