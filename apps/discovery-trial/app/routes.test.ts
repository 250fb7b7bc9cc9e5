import { type RouteObject, matchRoutes } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

const toObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) => (e.index ? { id: e.id, index: true } : { id: e.id, path: e.path, children: toObjects(e.children ?? []) }));
const pageOf = (pathname: string) => matchRoutes(toObjects(routes), pathname)?.at(-1)?.route.id;

describe('discovery-trial routes (SPEC §2)', () => {
  for (const [locale, prefix] of [['en', ''], ['tc', '/tc']] as const) {
    it(`${locale}: the hub, a campaign, its edm and thank-you pages, with the locale in the route name`, () => {
      expect(pageOf(`${prefix}/discovery-trial`)).toBe(`hub.${locale}`);
      expect(pageOf(`${prefix}/discovery-trial/palais-royal-gardens`)).toBe(`campaign.${locale}`);
      expect(pageOf(`${prefix}/discovery-trial/le-perce-vent/thank-you`)).toBe(`campaign-thank-you.${locale}`);
      expect(pageOf(`${prefix}/discovery-trial/ifc-pop-up-store/edm`)).toBe(`campaign-edm.${locale}`);
      expect(pageOf(`${prefix}/discovery-trial/ifc-pop-up-store/other`)).toBe(`not-found.${locale}`);
    });
  }

  it('answers the short link of a booking SMS, /m/{code}', () => {
    expect(pageOf('/m/1aBcDeFgHiJkL')).toBe('short-link');
  });

  it('serves nothing outside its two prefixes and has no optional segment', () => {
    expect(pageOf('/fr/discovery-trial/palais-royal-gardens')).toBeUndefined();
    expect(JSON.stringify(routes)).not.toMatch(/\?"/);
  });
});
