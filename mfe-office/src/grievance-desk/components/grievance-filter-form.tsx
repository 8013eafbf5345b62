import { useState, type FormEvent } from 'react';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_TYPES, type ComplaintType } from '@aec/contracts';
import { dateRangeError, NO_FILTERS, type DeskFilters, type GrievanceStatusCode } from '../desk-filters';

export const TYPE_LABELS: Record<ComplaintType, string> = { GENERAL: 'General', PROCUREMENT: 'Procurement' };

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
      <div className="field desk-filters__search">
        <label htmlFor="desk-filter-q">Search</label>
        <p id="desk-filter-q-hint" className="field__hint">
          Registration number, subject, message, name or email
        </p>
        <input id="desk-filter-q" type="search" maxLength={100} aria-describedby="desk-filter-q-hint" value={draft.q} onChange={(e) => set({ q: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="desk-filter-status">Status</label>
        <select
          id="desk-filter-status"
          value={draft.status ?? ''}
          onChange={(e) => set({ status: e.target.value === '' ? undefined : (Number(e.target.value) as GrievanceStatusCode) })}
        >
          <option value="">Any status</option>
          {COMPLAINT_STATUS_LABELS.map((label, code) => (
            <option key={label} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="desk-filter-type">Type</label>
        <select id="desk-filter-type" value={draft.type ?? ''} onChange={(e) => set({ type: (e.target.value || undefined) as ComplaintType | undefined })}>
          <option value="">Any type</option>
          {COMPLAINT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="desk-filter-from">Registered from</label>
        <input id="desk-filter-from" type="date" value={draft.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
      </div>
      <div className={`field${rangeError ? ' field--invalid' : ''}`}>
        <label htmlFor="desk-filter-to">Registered to</label>
        {rangeError && (
          <p id="desk-filter-to-error" className="field__error">
            <span className="visually-hidden">Error: </span>
            {rangeError}
          </p>
        )}
        <input
          id="desk-filter-to"
          type="date"
          value={draft.to ?? ''}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? 'desk-filter-to-error' : undefined}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      <div className="desk-filters__check">
        <input id="desk-filter-overdue" type="checkbox" checked={draft.overdue} onChange={(e) => set({ overdue: e.target.checked })} />
        <label htmlFor="desk-filter-overdue">Overdue only</label>
      </div>
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
