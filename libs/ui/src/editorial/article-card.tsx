import './editorial.css';
import { LocalizedLink } from '@oriel/i18n';
import { DateText } from './dates';
import { type ImageAsset, ResponsiveImage } from './image';
import { keepNames } from './keep-names';

export interface ArticleCardData {
  to: string;
  title: string;
  excerpt?: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: ImageAsset;
}

/** A brand story in a list: cover, date, title and excerpt; the whole card is one link. */
export function ArticleCard({ article, featured = false, priority = false, headingLevel = 2 }: { article: ArticleCardData; featured?: boolean; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`ed-article-card${featured ? ' ed-article-card--featured' : ''}`} data-slot="article-card">
      <LocalizedLink to={article.to} className="ed-article-card__link">
        <div className="ed-article-card__media">
          <ResponsiveImage image={article.image} alt="" sizes={featured ? '(max-width: 1024px) 100vw, 60vw' : '(max-width: 640px) 100vw, 33vw'} priority={priority} />
        </div>
        <div className="ed-article-card__text">
          <p className="ed-eyebrow">
            <DateText value={article.date} dateTime={article.date} />
          </p>
          <Heading className="ed-article-card__title">{keepNames(article.title)}</Heading>
          {article.excerpt && <p className="ed-article-card__excerpt">{article.excerpt}</p>}
        </div>
      </LocalizedLink>
    </article>
  );
}
