import { Link } from 'react-router';
import { ErrorState, PageHeader, useHttpStatus, usePageHead, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';
import type { ItemKind } from './detail-states';

interface ItemNotFoundProps {
  /** Names the item in '<kind>.notFound.title' ('Notice 4242 was not found'), '.heading' and '.explanation'. */
  kind: ItemKind;
  /** The id as the address gave it: echoed so the visitor sees what was asked for. */
  id: string | number;
  /** Where the page leads (its link text is '<kind>.back'). */
  back: string;
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
export function ItemNotFound({ kind, id, back }: ItemNotFoundProps) {
  const t = useT(NAMESPACE);
  useHttpStatus(404);
  const title = t(`${kind}.notFound.title`, { id: echoed(id) });
  const explanation = t(`${kind}.notFound.explanation`);
  usePageHead({ title, description: t('common.notFoundDescription', { title, explanation }), noindex: true });
  return (
    <div className="nt-detail">
      <PageHeader title={title} />
      <ErrorState title={t(`${kind}.notFound.heading`)} message={explanation} />
      <p>
        <Link to={back}>{t(`${kind}.back`)}</Link>
      </p>
    </div>
  );
}
