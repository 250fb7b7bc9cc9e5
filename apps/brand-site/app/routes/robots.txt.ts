import { env, prereleaseGate } from '../lib/env.server';
import { renderRobots } from '../lib/sitemap';

export function loader() {
  return new Response(renderRobots(env.SITE_URL, { gateOn: prereleaseGate !== null }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
