import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { fromIndiaTime } from '../format/india-time';
import { TextField } from './field';

export interface PublishAtFieldProps {
  idPrefix: string;
  /** A datetime-local value, India time ('' = now). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /**
   * What waits until then: a new item is hidden ('item'); a change of a page that is always there
   * (a project's home text) leaves the page as it is ('change').
   */
  holds?: 'item' | 'change';
}

/** "Publish at", in India time, for every kind the workflow holds: held until then, then published by the server on its own. */
export function PublishAtField({ idPrefix, value, onChange, error, holds = 'item' }: PublishAtFieldProps) {
  const t = useT(UI_NAMESPACE);
  return (
    <TextField
      id={`${idPrefix}-publishAt`}
      markOptional
      label={t('publishAt.label')}
      type="datetime-local"
      hint={t(holds === 'item' ? 'publishAt.hintItem' : 'publishAt.hintChange')}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** The write's publishAt, only when a time was entered. */
export const publishAtOf = (value: string) => (value ? { publishAt: fromIndiaTime(value) } : {});
