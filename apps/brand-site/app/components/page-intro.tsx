import { RichText } from '@oriel/ui';
import type { Page } from '../lib/content-types';
import { toRichBlocks } from './rich-blocks';

/** The opening text of a landing page (its content page's sections), centred under the hero. */
export function PageIntro({ page }: { page: Pick<Page, 'sections'> }) {
  if (!page.sections.length) return null;
  return (
    <div className="ed-intro">
      {page.sections.map((section, index) => (
        <section key={section.anchor ?? index} aria-label={section.heading ?? undefined}>
          {section.heading && <p className="ed-eyebrow">{section.heading}</p>}
          <RichText lead content={toRichBlocks(section.blocks)} />
        </section>
      ))}
    </div>
  );
}
