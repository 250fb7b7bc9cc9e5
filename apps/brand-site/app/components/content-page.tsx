import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Breadcrumb, DateText, Hero, RichText } from '@oriel/ui';
import type { Page } from '../lib/content-types';
import type { Crumb } from '../lib/meta';
import { toImage } from '../lib/view-models';
import { toRichBlocks } from './rich-blocks';

/**
 * A page of the house written in the data service (about, warranty, policies, the loyalty
 * programme): hero, a table of contents when it has several titled sections, then the text.
 */
export function ContentPage({
  page,
  eyebrow,
  crumbs,
  subNav,
  children,
  after,
  utility = false,
}: {
  page: Page;
  eyebrow: ReactNode;
  crumbs: readonly Crumb[];
  subNav?: ReactNode;
  /** More content after the text, in its column. */
  children?: ReactNode;
  /** Full-width sections after the page's text. */
  after?: ReactNode;
  /** A utility page (legal, loyalty programme, warranty): the compact header, no art. */
  utility?: boolean;
}) {
  const titled = page.sections.filter((s) => s.heading && s.anchor);
  return (
    <main className="ed-page">
      <Hero eyebrow={eyebrow} title={page.title} lead={page.intro} image={page.heroImage ? toImage(page.heroImage) : undefined} size={utility ? 'compact' : undefined}>
        <Breadcrumb crumbs={crumbs} tone="dark" />
      </Hero>
      {subNav}
      <div className="ed-doc">
        <aside className="ed-doc__meta">
          {titled.length > 1 && (
            <nav aria-labelledby="toc-title" className="ed-toc">
              <h2 id="toc-title" className="ed-eyebrow">
                <FormattedMessage id="pages.onThisPage" />
              </h2>
              <ol>
                {titled.map((s) => (
                  <li key={s.anchor}>
                    <a href={`#${s.anchor}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <p>
            <FormattedMessage
              id="pages.updated"
              values={{ date: <DateText value={page.updated} dateTime={page.updated} /> }}
            />
          </p>
        </aside>
        <div className="ed-doc__body">
          {page.sections.map((section, index) => (
            <section key={section.anchor ?? index} id={section.anchor ?? undefined} aria-labelledby={section.heading ? `${section.anchor ?? `s${index}`}-title` : undefined} className="ed-doc__section">
              {section.heading && (
                <h2 id={`${section.anchor ?? `s${index}`}-title`} className="ed-doc__heading">
                  {section.heading}
                </h2>
              )}
              <RichText content={toRichBlocks(section.blocks)} />
            </section>
          ))}
          {children}
        </div>
      </div>
      {after}
    </main>
  );
}
