import type { ReactNode } from 'react';

/** A page that is not ready yet says so plainly, and says where to go meanwhile. */
export function ComingSoon({ what, meanwhile }: { what: string; meanwhile: ReactNode }) {
  return (
    <div className="coming-soon">
      <p className="coming-soon__badge">Coming soon</p>
      <p>{what}</p>
      <p>{meanwhile}</p>
    </div>
  );
}
