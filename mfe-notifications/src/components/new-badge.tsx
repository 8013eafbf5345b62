import { isNew, usePageNow } from '@aec/ui';

/** 'New' on an item published within the last 7 days. */
export function NewBadge({ published }: { published: string }) {
  const now = usePageNow();
  if (!isNew(published, now)) return null;
  return <span className="nt-badge nt-badge--new">New</span>;
}
