import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { BoutiqueList, Breadcrumb, EnquiryLinks, FactList, ProductGrid, ResponsiveImage, RichText, Section, TagBadge, keepNames } from '@oriel/ui';
import type { Boutique, ProductDetail } from '../lib/content-types';
import type { Crumb } from '../lib/meta';
import { toBoutique, toImage, toProductCard } from '../lib/view-models';
import { DiscoveryBand } from './discovery-band';
import { Price } from './price';

type Variant = ProductDetail['variants'][number];

/**
 * Sizes and shades as plain facts (nothing here can be chosen: the house sells in its boutiques).
 * Shades that share one size and price say it once, then list the shades; otherwise each size
 * (and its shade, when it has one) with its price.
 */
function variantFacts(variants: readonly Variant[]) {
  const [first] = variants;
  const labelled = variants.some((v) => v.label || v.shade);
  const shared = first && variants.every((v) => v.size === first.size && v.price === first.price);
  const sizeLine = (v: Variant) => (
    <>
      {v.size} · <Price value={v.price} />
    </>
  );
  const swatch = (v: Variant) => v.shade && <span className="ed-swatch" style={{ background: v.shade }} aria-hidden="true" />;
  if (shared && labelled && variants.length > 1) {
    return [
      { key: 'sizes', label: <FormattedMessage id="catalogue.product.size" />, value: <span className="ed-volume">{sizeLine(first)}</span> },
      {
        key: 'shades',
        label: <FormattedMessage id="catalogue.product.shades" values={{ count: variants.length }} />,
        value: (
          <ul className="ed-volumes">
            {variants.map((v) => (
              <li key={v.sku}>
                {swatch(v)}
                {v.label}
              </li>
            ))}
          </ul>
        ),
      },
    ];
  }
  return [
    {
      key: 'sizes',
      label: <FormattedMessage id="catalogue.product.sizes" />,
      value: (
        <ul className="ed-volumes">
          {variants.map((v) => (
            <li key={v.sku}>
              {swatch(v)}
              {v.label ? `${v.label} · ` : ''}
              {sizeLine(v)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

/**
 * Product detail (SPEC §2/§3): name, collection or category, tag, olfactory family or colour tone,
 * details, sizes, pictures, related products and the boutiques where it can be tried.
 */
export function ProductDetailView({ product, boutiques, crumbs, today }: { product: ProductDetail; boutiques: readonly Boutique[]; crumbs: readonly Crumb[]; today: string }) {
  const intl = useIntl();
  const isMakeup = product.line === 'makeup';
  const parent = isMakeup ? product.category : product.collection;
  const parentPath = isMakeup
    ? product.category && `/makeup/${product.category.slug}`
    : product.collection && `/${product.line === 'home-fragrance' ? 'home-fragrance' : 'fragrance'}/${product.collection.slug}`;
  const facts = [];
  if (parent && parentPath)
    facts.push({
      key: 'parent',
      label: <FormattedMessage id={isMakeup ? 'catalogue.product.category' : 'catalogue.product.collection'} />,
      value: <LocalizedLink to={parentPath}>{isMakeup && product.subCategory ? `${parent.name} · ${product.subCategory.name}` : parent.name}</LocalizedLink>,
    });
  if (product.olfactoryFamily)
    facts.push({ key: 'family', label: <FormattedMessage id="catalogue.product.olfactoryFamily" />, value: product.olfactoryFamily.name });
  if (product.colourTone)
    facts.push({
      key: 'tone',
      label: <FormattedMessage id="catalogue.product.colourTone" />,
      value: (
        <>
          {product.colourTone.swatch && <span className="ed-swatch" style={{ background: product.colourTone.swatch }} aria-hidden="true" />}
          {product.colourTone.name}
        </>
      ),
    });
  if (product.moods.length)
    facts.push({ key: 'moods', label: <FormattedMessage id="catalogue.product.moods" />, value: product.moods.map((m) => m.name).join(' · ') });

  const [lead, ...views] = product.images;
  return (
    <main className="ed-page">
      <div className="ed-stage">
        <div className="ed-stage__inner">
          {/* A named region in the tab order: on a phone the strip scrolls sideways, and keyboard users scroll it with the arrow keys. */}
          <div
            className="ed-stage__gallery"
            role="region"
            tabIndex={product.images.length > 1 ? 0 : undefined}
            aria-label={intl.formatMessage({ id: 'catalogue.product.gallery' }, { name: product.name })}
          >
            {lead && (
              <div className="ed-stage__lead">
                <ResponsiveImage image={toImage(lead)} sizes="(max-width: 1024px) 86vw, 58vw" priority />
              </div>
            )}
            {/* On a desktop the other views sit in a row under the lead picture and the facts; on a phone they join the strip. */}
            {views.length > 0 && (
              <div className="ed-stage__views">
                {views.map((image) => (
                  <div key={image.url}>
                    <ResponsiveImage image={toImage(image)} sizes={views.length > 1 ? '(max-width: 1024px) 86vw, 48vw' : '(max-width: 1024px) 86vw, 96vw'} />
                  </div>
                ))}
              </div>
            )}
          </div>
          <div className="ed-stage__info">
            <Breadcrumb crumbs={crumbs} tone="dark" />
            {product.tag && <TagBadge tag={product.tag} />}
            <h1 className="ed-stage__title">{keepNames(product.name)}</h1>
            <p className="ed-stage__subtitle">{product.subtitle}</p>
            <p className="ed-stage__description">{product.description}</p>
            <FactList facts={[...facts, ...variantFacts(product.variants)]} />
            {/* The next step this house can honour: its boutiques (below, with their hours) and its advisers. */}
            <div className="ed-next-step" data-slot="next-step">
              {boutiques.length > 0 && (
                <a className="ed-button ed-button--light" href="#boutiques">
                  <FormattedMessage id="catalogue.product.nextStep.find" />
                </a>
              )}
              <EnquiryLinks product={product.name} />
            </div>
          </div>
        </div>
      </div>

      <Section id="details" title={<FormattedMessage id="catalogue.product.details" />}>
        <div className="ed-detail-columns">
          <RichText content={[{ type: 'list', items: product.details }]} />
          {product.notes && (
            <div>
              <h3 className="ed-subheading">
                <FormattedMessage id="catalogue.product.notes" />
              </h3>
              <FactList
                facts={[
                  { key: 'top', label: <FormattedMessage id="catalogue.product.top" />, value: product.notes.top },
                  { key: 'heart', label: <FormattedMessage id="catalogue.product.heart" />, value: product.notes.heart },
                  { key: 'base', label: <FormattedMessage id="catalogue.product.base" />, value: product.notes.base },
                ]}
              />
            </div>
          )}
          {product.howToUse && (
            <div>
              <h3 className="ed-subheading">
                <FormattedMessage id="catalogue.product.howToUse" />
              </h3>
              <p>{product.howToUse}</p>
            </div>
          )}
          {product.ingredients && (
            <div>
              <h3 className="ed-subheading">
                <FormattedMessage id="catalogue.product.ingredients" />
              </h3>
              <p className="ed-small">{product.ingredients}</p>
            </div>
          )}
        </div>
      </Section>

      {product.related.length > 0 && (
        <Section id="related" tone="stone" title={<FormattedMessage id="catalogue.product.related" />}>
          <ProductGrid products={product.related.map((p) => toProductCard(p))} />
        </Section>
      )}

      {boutiques.length > 0 && (
        <Section
          id="boutiques"
          title={<FormattedMessage id="catalogue.product.boutiques" />}
          intro={<FormattedMessage id="catalogue.product.boutiquesLead" values={{ name: product.name }} />}
          action={
            <LocalizedLink to="/boutiques" className="ed-link">
              <FormattedMessage id="catalogue.product.allBoutiques" />
            </LocalizedLink>
          }
        >
          <BoutiqueList boutiques={boutiques.map((b) => toBoutique(b, new Date(today)))} />
        </Section>
      )}
      <DiscoveryBand />
    </main>
  );
}
