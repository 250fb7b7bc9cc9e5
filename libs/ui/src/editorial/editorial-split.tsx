import './editorial.css';
import type { ReactNode } from 'react';
import { type ImageAsset, ResponsiveImage } from './image';

/** A picture beside a short text, alternating sides down the page: the magazine spread of the house. */
export function EditorialSplit({
  id,
  image,
  eyebrow,
  title,
  children,
  action,
  reverse = false,
  tone = 'paper',
}: {
  id: string;
  image: ImageAsset;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  reverse?: boolean;
  tone?: 'paper' | 'ink' | 'stone';
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`ed-split ed-split--${tone}${reverse ? ' ed-split--reverse' : ''}`} data-slot="editorial-split">
      <div className="ed-split__media">
        <ResponsiveImage image={image} sizes="(max-width: 1024px) 100vw, 50vw" />
      </div>
      <div className="ed-split__text">
        {eyebrow && <p className="ed-eyebrow">{eyebrow}</p>}
        <h2 id={`${id}-title`} className="ed-split__title">
          {title}
        </h2>
        {children}
        {action && <div className="ed-split__action">{action}</div>}
      </div>
    </section>
  );
}
