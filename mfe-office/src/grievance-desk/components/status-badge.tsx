import { COMPLAINT_STATUS_LABELS } from '@aec/contracts';

/** A status in words; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: number }) {
  const label = COMPLAINT_STATUS_LABELS[status] ?? 'Received';
  return <span className={`desk-badge desk-badge--${label.toLowerCase()}`}>{label}</span>;
}
