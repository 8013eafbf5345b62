import { Link } from 'react-router';
import { ErrorState, PageHeader, useHttpStatus, usePageHead } from '@aec/ui';

interface ItemNotFoundProps {
  /** 'Notice', 'Tender', 'News item', 'Event'. */
  noun: string;
  /** The id as the address gave it: echoed so the visitor sees what was asked for. */
  id: string | number;
  /** What may have happened, e.g. 'It may have been removed, or the link may be mistyped.' */
  explanation: string;
  back: { to: string; label: string };
}

/** Longer ids are cut when echoed: the address is the visitor's text, not ours. */
function echoed(id: string | number): string {
  const text = String(id);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * A detail page whose id does not exist (the API answered 404, or the address names no id): the
 * page answers HTTP 404 on the server and says which id was not found. No Retry: asking again
 * would not make it exist (Retry is for failures).
 */
export function ItemNotFound({ noun, id, explanation, back }: ItemNotFoundProps) {
  useHttpStatus(404);
  const title = `${noun} ${echoed(id)} was not found`;
  usePageHead({ title, description: `${title}. ${explanation}`, noindex: true });
  return (
    <div className="nt-detail">
      <PageHeader title={title} />
      <ErrorState title={`This ${noun.toLowerCase()} could not be found`} message={explanation} />
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  );
}
