// The public pages the load script asks for in turn (tools/load/run.mjs), also the base of the
// bench (tools/bench): one list, so both measure the same site.
export const publicPages = [
  '/',
  '/tc',
  '/about',
  '/tc/about',
  '/fragrance',
  '/makeup',
  '/new-arrivals',
  '/article',
  '/exclusive-rewards',
  '/legals-and-policy?sub=cookie-policy',
  '/discovery-trial/palais-royal-gardens',
  '/tc/discovery-trial/le-perce-vent',
];
