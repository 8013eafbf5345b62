import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../format/dates';

/** What the console's answers say of a saved change that waits (the contract's `held`, decisions 187 and 201). */
export interface HeldChangeState {
  state: 'draft' | 'submitted' | 'returned' | 'scheduled';
  /** ISO 8601, when it goes live on its own (once approved, where approval is on). */
  publishAt: string | null;
  /** The approver's words of a returned change. */
  comment: string | null;
}

export interface HeldChangeProps {
  held: HeldChangeState;
  /** The public page as it is now, as the subject of a sentence: "<a>/project/rusa</a> shows the text it shows now". */
  page: ReactNode;
  /** Whose approval is on, in a sentence: "project content", "notices". */
  approvalFor: string;
}

/**
 * Why a saved change is not on the public page yet, and when it will be: its publish-at time (India time) or
 * approval, with the approver's words of a returned change and the Approvals screen, where it is submitted.
 * One wording for every editor of the console (the project home text, notices, tenders, news, events).
 */
export function HeldChange({ held, page, approvalFor }: HeldChangeProps) {
  const until = held.publishAt ? `${formatDateTime(held.publishAt)} (India time)` : null;
  if (held.state === 'scheduled') {
    return (
      <>
        <strong>Scheduled for {until}.</strong> Until then {page}; the change is published on its own at that time.
      </>
    );
  }
  const when = until ? ` and not before ${until}` : '';
  if (held.state === 'submitted') {
    return (
      <>
        <strong>Waiting for approval.</strong> It was submitted to the approvers; until one approves it{when}, {page}.
      </>
    );
  }
  return (
    <>
      <strong>{held.state === 'returned' ? 'Returned for changes.' : 'Held for approval.'}</strong>{' '}
      {held.state === 'returned' && held.comment && <>The approver wrote: “{held.comment}” </>}
      Approval is on for {approvalFor}: submit the change on <Link to="/admin/approvals">Approvals</Link>. Until it is approved{when}, {page}.
    </>
  );
}
