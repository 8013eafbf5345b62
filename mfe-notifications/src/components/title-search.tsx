import { TextField, useDateFormats, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';

interface TitleSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the filter leaves, e.g. '3 of 20 notices match', announced politely as the visitor types. */
  summary: string;
}

/** The live search box of the notice board and the tender panel. */
export function TitleSearch({ label, value, onChange, summary }: TitleSearchProps) {
  return (
    <div className="nt-search" role="search">
      <TextField label={label} type="search" value={value} onChange={onChange} autoComplete="off" enterKeyHint="search" />
      <p className="nt-search__summary" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}

/**
 * '5 of 13 tenders' while browsing; '3 of 20 notices match' while searching: the list's
 * '<list>.showing' and '<list>.matching' messages, plural by the number they count.
 */
export function useListSummary(list: 'notices' | 'tenders') {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  return (shown: number, loaded: number, total: number | undefined, query: string): string => {
    if (loaded === 0) return '';
    const all = total ?? loaded;
    const numbers = { shown: formats.number(shown), loaded: formats.number(loaded), total: formats.number(all) };
    if (query.trim()) return t(`${list}.matching`, { count: loaded, ...numbers });
    return t(`${list}.showing`, { count: all, ...numbers });
  };
}
