import './editorial.css';
import type { ReactNode } from 'react';

/** Label/value pairs (olfactory family, colour tone, volumes): a definition list. */
export function FactList({ facts }: { facts: readonly { label: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <dl className="ed-facts" data-slot="fact-list">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
