import { FormattedMessage, useIntl } from 'react-intl';
import { data } from 'react-router';
import { translate } from '@oriel/i18n';
import { CookieSettingsButton, SubNav } from '@oriel/ui';
import { ContentPage } from '../components/content-page';
import { contentHeaders } from '../lib/cache';
import { isLegalPage, legalPages, legalTitleIds } from '../lib/legal';
import { content } from '../lib/content.server';
import { pageMeta } from '../lib/meta';
import { pageContext } from '../lib/page.server';
import type { Route } from './+types/legals-and-policy';

export const headers = contentHeaders;


/**
 * `/legals-and-policy?sub=terms-of-use|privacy-policy|cookie-policy`. Without `sub`: the terms of
 * use, whose canonical URL names `?sub=terms-of-use`; an unknown `sub` is a 404 (a broken link should be seen).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const sub = new URL(request.url).searchParams.get('sub') ?? legalPages[0];
  if (!isLegalPage(sub)) throw data(null, { status: 404 });
  const page = await content.page(ctx.locale, sub);
  const path = `/legals-and-policy?sub=${sub}`;
  const crumbs = [
    { label: translate(ctx.locale, 'pages.home'), to: '/' },
    { label: page.title, to: path },
  ];
  return { ctx, page, sub, crumbs, path };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { ctx, page, crumbs, path } = loaderData;
  return pageMeta(ctx, { path, title: page.title, description: page.seoDescription, crumbs });
}

export default function LegalsAndPolicy({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { page, sub, crumbs } = loaderData;
  return (
    <ContentPage
      page={page}
      eyebrow={<FormattedMessage id="pages.legal.eyebrow" />}
      crumbs={crumbs}
      utility
      subNav={
        <SubNav
          label={intl.formatMessage({ id: 'pages.legal.nav' })}
          items={legalPages.map((key) => ({ label: intl.formatMessage({ id: legalTitleIds[key] }), to: `/legals-and-policy?sub=${key}`, current: key === sub }))}
        />
      }
    >
      {/* Where visitors change their cookie choice (shown when consent-gated scripts are configured). */}
      {sub === 'cookie-policy' && <CookieSettingsButton />}
    </ContentPage>
  );
}
