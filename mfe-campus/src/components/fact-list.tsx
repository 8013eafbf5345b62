import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Label and value pairs (capacity, warden, phone …) as a description list. */
export function FactList({ facts, className = '' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={`fact-list ${className}`.trim()}>
      {facts.map((f) => (
        <div key={f.term} className="fact-list__row">
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
