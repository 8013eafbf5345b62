import { useState, type FormEvent } from 'react';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_TYPES, type ComplaintType } from '@aec/contracts';
import { Checkbox, Select, TextField } from '@aec/ui';
import { dateRangeError, NO_FILTERS, type DeskFilters, type GrievanceStatusCode } from '../desk-filters';

export const TYPE_LABELS: Record<ComplaintType, string> = { GENERAL: 'General', PROCUREMENT: 'Procurement' };

const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...COMPLAINT_STATUS_LABELS.map((label, code) => ({ value: String(code), label }))];
const TYPE_OPTIONS = [{ value: '', label: 'Any type' }, ...COMPLAINT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))];

interface GrievanceFilterFormProps {
  /** The filters in the URL; the form starts from them (remount it when the URL changes). */
  filters: DeskFilters;
  onApply: (filters: DeskFilters) => void;
}

/** Search and filters of the desk list. Applied together, so the URL changes once per search. */
export function GrievanceFilterForm({ filters, onApply }: GrievanceFilterFormProps) {
  const [draft, setDraft] = useState<DeskFilters>(filters);
  const [rangeError, setRangeError] = useState<string>();
  const set = (change: Partial<DeskFilters>) => setDraft((d) => ({ ...d, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = dateRangeError(draft.from, draft.to);
    setRangeError(error);
    if (error) {
      document.getElementById('desk-filter-to')?.focus();
      return;
    }
    onApply({ ...draft, page: 1 });
  };

  return (
    <form className="desk-filters" role="search" aria-label="Search and filter grievances" noValidate onSubmit={onSubmit}>
      <TextField
        id="desk-filter-q"
        label="Search"
        hint="Registration number, subject, message, name or email"
        className="desk-filters__search"
        type="search"
        maxLength={100}
        value={draft.q}
        onChange={(q) => set({ q })}
      />
      <Select
        id="desk-filter-status"
        label="Status"
        options={STATUS_OPTIONS}
        value={draft.status === undefined ? '' : String(draft.status)}
        onChange={(status) => set({ status: status === '' ? undefined : (Number(status) as GrievanceStatusCode) })}
      />
      <Select
        id="desk-filter-type"
        label="Type"
        options={TYPE_OPTIONS}
        value={draft.type ?? ''}
        onChange={(type) => set({ type: (type || undefined) as ComplaintType | undefined })}
      />
      <TextField id="desk-filter-from" label="Registered from" type="date" value={draft.from ?? ''} onChange={(from) => set({ from: from || undefined })} />
      <TextField
        id="desk-filter-to"
        label="Registered to"
        type="date"
        error={rangeError}
        value={draft.to ?? ''}
        onChange={(to) => set({ to: to || undefined })}
      />
      <Checkbox
        id="desk-filter-overdue"
        label="Overdue only"
        className="desk-filters__check"
        checked={draft.overdue}
        onChange={(overdue) => set({ overdue })}
      />
      <div className="desk-filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setRangeError(undefined);
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
