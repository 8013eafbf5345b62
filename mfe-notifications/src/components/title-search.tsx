import { TextField } from '@aec/ui';

interface TitleSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the filter leaves, e.g. '3 of 20 notices', announced politely as the visitor types. */
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

/** '5 of 13 tenders' while browsing; '3 of 20 notices match' while searching. */
export function listSummary(shown: number, loaded: number, total: number | undefined, query: string, noun: string): string {
  if (loaded === 0) return '';
  if (query.trim()) return `${shown} of ${loaded} ${noun} match`;
  return `Showing ${loaded} of ${total ?? loaded} ${noun}`;
}
