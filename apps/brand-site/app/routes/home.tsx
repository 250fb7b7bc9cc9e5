import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { createDataClient, menuQuery } from '@oriel/data-client';
import { LocalizedLink, localeFromParam, messageValues, translate, useLocale } from '@oriel/i18n';
import type { loader as layoutLoader } from './locale-layout';
import type { Route } from './+types/home';

const browserClient = createDataClient({ baseUrl: '' });

export function meta({ params }: Route.MetaArgs) {
  const locale = localeFromParam(params.lang) ?? 'en';
  return [{ title: translate(locale, 'home.title') }, { name: 'description', content: translate(locale, 'home.description') }];
}

export default function Home() {
  const locale = useLocale();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/locale-layout');
  // The menu query was prefetched on the server and dehydrated: no second fetch on hydration.
  const { data: menu } = useQuery({ ...menuQuery(browserClient, locale), initialData: layout?.menu ?? undefined });
  return (
    <main className="oriel-home">
      <section className="oriel-home__hero">
        <h1>
          <FormattedMessage id="home.heroTitle" />
        </h1>
        <p>
          <FormattedMessage id="home.heroText" values={messageValues} />
        </p>
      </section>
      <section aria-labelledby="collections-title">
        <h2 id="collections-title">
          <FormattedMessage id="home.collections" />
        </h2>
        <ul>
          {menu?.collections.map((c) => (
            <li key={c.slug}>
              <LocalizedLink to={`/fragrance/${c.slug}`}>{c.name}</LocalizedLink>
            </li>
          ))}
        </ul>
        <LocalizedLink to="/discovery-trial/palais-royal-gardens">
          <FormattedMessage id="campaign.discoverLink" />
        </LocalizedLink>
      </section>
    </main>
  );
}
