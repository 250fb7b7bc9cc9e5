import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Breadcrumb, Hero, ProductGrid, RichText, Section } from '@oriel/ui';
import type { ApiBlock, ProductSummary } from '../lib/content-types';
import type { Crumb } from '../lib/meta';
import { type ApiImage, toImage, toProductCard } from '../lib/view-models';
import { toRichBlocks } from './rich-blocks';

/** A collection (fragrance or home fragrance) or a makeup category: its picture, its story, its creations. */
export function CollectionPage({
  eyebrow,
  title,
  lead,
  heroImage,
  crumbs,
  intro,
  story,
  products,
  subNav,
  after,
}: {
  eyebrow: ReactNode;
  title: string;
  lead?: string;
  heroImage: ApiImage | null;
  crumbs: readonly Crumb[];
  intro?: string;
  story?: readonly ApiBlock[];
  products: readonly ProductSummary[];
  subNav?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <main className="ed-page">
      <Hero eyebrow={eyebrow} title={title} lead={lead} image={heroImage ? toImage(heroImage) : undefined} size="tall">
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      {subNav}
      {intro && (
        <div className="ed-intro">
          <p>{intro}</p>
        </div>
      )}
      <Section id="creations" eyebrow={<FormattedMessage id="catalogue.count" values={{ count: products.length }} />} title={<FormattedMessage id="catalogue.creations" />}>
        {products.length ? (
          <ProductGrid products={products.map((p) => toProductCard(p, { showLine: false }))} eagerCount={0} />
        ) : (
          <p className="ed-empty">
            <FormattedMessage id="catalogue.empty" />
          </p>
        )}
      </Section>
      {story && story.length > 0 && (
        <Section id="story" tone="stone" title={<FormattedMessage id="catalogue.story" />}>
          <div className="ed-measure">
            <RichText lead content={toRichBlocks(story)} />
          </div>
        </Section>
      )}
      {after}
    </main>
  );
}
