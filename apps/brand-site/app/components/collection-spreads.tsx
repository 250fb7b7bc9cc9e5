import { FormattedMessage } from 'react-intl';
import type { CollectionSummary } from '@oriel/data-client';
import { LocalizedLink } from '@oriel/i18n';
import { EditorialSplit } from '@oriel/ui';
import { toImage } from '../lib/view-models';

/**
 * The collections of a section landing page (/fragrance, /home-fragrance), one spread each, the
 * image on alternating sides, each with its link into `${basePath}/{slug}`. `alternateTones` also
 * alternates the ground (paper / stone).
 */
export function CollectionSpreads({ collections, basePath, alternateTones = false }: { collections: CollectionSummary[]; basePath: string; alternateTones?: boolean }) {
  return collections.map((c, index) =>
    c.heroImage ? (
      <EditorialSplit
        key={c.slug}
        id={`collection-${c.slug}`}
        image={toImage(c.heroImage)}
        // A tagline is a sentence; as the spread's kicker it drops its full stop.
        eyebrow={c.tagline.replace(/[.。]$/u, '')}
        title={c.name}
        reverse={index % 2 === 1}
        tone={alternateTones ? (index % 2 === 1 ? 'stone' : 'paper') : undefined}
        action={
          <LocalizedLink to={`${basePath}/${c.slug}`} className="ed-button">
            <FormattedMessage id="catalogue.discoverName" values={{ name: c.name }} />
          </LocalizedLink>
        }
      >
        <p>{c.intro}</p>
      </EditorialSplit>
    ) : null,
  );
}
