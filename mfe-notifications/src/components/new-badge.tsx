import { isNew, usePageNow, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';

/** 'New' on an item published within the last 7 days. */
export function NewBadge({ published }: { published: string }) {
  const t = useT(NAMESPACE);
  const now = usePageNow();
  if (!isNew(published, now)) return null;
  return <span className="nt-badge nt-badge--new">{t('common.new')}</span>;
}
