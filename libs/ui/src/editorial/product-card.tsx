import './editorial.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { type ImageAsset, ResponsiveImage } from './image';
import { keepNames } from './keep-names';

/** SPEC §3: a product's tag, in either spelling the content uses (`NEW`/`new`, `BEST-SELLER`/`best_seller`). */
export type ProductTag = 'new' | 'best_seller';

export function TagBadge({ tag }: { tag: ProductTag }) {
  return (
    <span className={`ed-tag ed-tag--${tag}`} data-slot="tag">
      <FormattedMessage id={tag === 'new' ? 'catalogue.tag.new' : 'catalogue.tag.bestSeller'} />
    </span>
  );
}

export interface ProductCardData {
  /** Locale-free path of the product page. */
  to: string;
  name: string;
  /** Collection or category, shown above the name. */
  line?: string;
  /** Olfactory family, colour tone or volume: one quiet line under the name. */
  note?: string;
  tag?: ProductTag | null;
  image: ImageAsset;
  /** A makeup product's shades (name and colour), shown as chips under the card. */
  shades?: readonly { name: string; colour: string }[];
}

/** Chips shown on a card before the rest are counted. */
const chipsShown = 6;

/**
 * A product's shades as a named list of chips: each chip carries its name for screen readers and
 * as a tooltip, and the visible count says how many there are (the colour is never the only cue).
 */
export function ShadeChips({ name, shades }: { name: string; shades: readonly { name: string; colour: string }[] }) {
  const intl = useIntl();
  const shown = shades.slice(0, chipsShown);
  return (
    <div className="ed-shade-chips" data-slot="shade-chips">
      <ul aria-label={intl.formatMessage({ id: 'catalogue.shades.label' }, { name })}>
        {shown.map((shade) => (
          <li key={shade.name} title={shade.name}>
            <span className="ed-shade-chips__chip" style={{ background: shade.colour }} aria-hidden="true" />
            <span className="oriel-sr-only">{shade.name}</span>
          </li>
        ))}
      </ul>
      <span className="ed-shade-chips__count" aria-hidden="true">
        <FormattedMessage id="catalogue.shades.count" values={{ count: shades.length }} />
      </span>
    </div>
  );
}

/** A product in a grid: picture, tag, collection and name; the whole card is one link. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: { product: ProductCardData; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ed-product-card" data-slot="product-card">
      <LocalizedLink to={product.to} className="ed-product-card__link">
        <div className="ed-product-card__media">
          <ResponsiveImage image={product.image} alt="" sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 25vw" priority={priority} />
          {product.tag && <TagBadge tag={product.tag} />}
        </div>
        {product.line && <p className="ed-product-card__line">{product.line}</p>}
        <Heading className="ed-product-card__name">{keepNames(product.name)}</Heading>
        {product.note && <p className="ed-product-card__note">{product.note}</p>}
      </LocalizedLink>
      {product.shades && product.shades.length > 1 && <ShadeChips name={product.name} shades={product.shades} />}
    </article>
  );
}

/** Products in a responsive grid (2 columns on a phone, 3 on a tablet, 4 on a desktop). */
export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel = 3,
  label,
}: {
  products: readonly ProductCardData[];
  /** How many of the first cards are above the fold (loaded eagerly). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Accessible name of the list when no heading labels it. */
  label?: string;
}) {
  return (
    <ul className="ed-product-grid" data-slot="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.to}>
          <ProductCard product={product} priority={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
