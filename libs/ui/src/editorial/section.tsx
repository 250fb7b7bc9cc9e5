import './editorial.css';
import type { ReactNode } from 'react';

/** A titled section of an editorial page; the heading level is always `<h2>` under the page's `<h1>`. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  action,
  tone = 'paper',
  children,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** A link beside the title ("View all"). */
  action?: ReactNode;
  tone?: 'paper' | 'ink' | 'stone';
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`ed-section ed-section--${tone}`} data-slot="section">
      <div className="ed-section__head">
        <div>
          {eyebrow && <p className="ed-eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="ed-section__title">
            {title}
          </h2>
          {intro && <p className="ed-section__intro">{intro}</p>}
        </div>
        {action && <div className="ed-section__action">{action}</div>}
      </div>
      {children}
    </section>
  );
}
