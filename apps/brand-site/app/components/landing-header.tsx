import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@oriel/i18n';
import { Breadcrumb, Hero } from '@oriel/ui';
import type { Page } from '../lib/content-types';
import type { Crumb } from '../lib/meta';
import { type ApiImage, toImage } from '../lib/view-models';
import { PageIntro } from './page-intro';

/** The opening of a section's landing page (fragrance, makeup, home fragrance, new arrivals): tall hero with its trail, then the page's intro. */
export function LandingHeader({ eyebrowId, page, image, crumbs }: { eyebrowId: MessageId; page: Page; image: ApiImage | null | undefined; crumbs: readonly Crumb[] }) {
  return (
    <>
      <Hero eyebrow={<FormattedMessage id={eyebrowId} />} title={page.title} lead={page.intro} image={image ? toImage(image) : undefined} size="tall">
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      <PageIntro page={page} />
    </>
  );
}
