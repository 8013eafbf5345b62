import type { ReactNode } from 'react';
import { useOfficeT } from '../messages/hooks';

/** A page that is not ready yet says so plainly, and says where to go meanwhile. */
export function ComingSoon({ what, meanwhile }: { what: string; meanwhile: ReactNode }) {
  const t = useOfficeT();
  return (
    <div className="coming-soon">
      <p className="coming-soon__badge">{t('common.comingSoon')}</p>
      <p>{what}</p>
      <p>{meanwhile}</p>
    </div>
  );
}
