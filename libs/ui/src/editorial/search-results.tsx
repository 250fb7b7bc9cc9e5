import { LocalizedLink } from '@oriel/i18n';
import { type ImageAsset, ResponsiveImage } from './image';

export interface SearchResultData {
  /** Locale-free path of the result's page. */
  to: string;
  title: string;
  /** What it is, above the title: a collection's name, "Story", "Makeup"... */
  label?: string;
  summary?: string;
  image?: ImageAsset | null;
}

/**
 * Search results as a list: a small picture, what it is, its name and one line; each row is one
 * link to the result's page in the current locale.
 */
export function SearchResultList({ results, label }: { results: readonly SearchResultData[]; label?: string }) {
  return (
    <ol className="ed-search-results" data-slot="search-results" aria-label={label}>
      {results.map((result) => (
        <li key={result.to} className="ed-search-result">
          <LocalizedLink to={result.to} className="ed-search-result__link">
            <span className="ed-search-result__media">{result.image && <ResponsiveImage image={result.image} alt="" sizes="7rem" />}</span>
            <span className="ed-search-result__text">
              {result.label && <span className="ed-search-result__label">{result.label}</span>}
              <span className="ed-search-result__title">{result.title}</span>
              {result.summary && <span className="ed-search-result__summary">{result.summary}</span>}
            </span>
          </LocalizedLink>
        </li>
      ))}
    </ol>
  );
}
