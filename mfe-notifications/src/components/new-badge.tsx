import { isNew } from '@aec/ui';

/** 'New' on an item published within the last 7 days. */
export function NewBadge({ published }: { published: string }) {
  if (!isNew(published)) return null;
  return <span className="nt-badge nt-badge--new">New</span>;
}
