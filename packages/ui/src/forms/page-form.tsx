import { useContext } from 'react';
import { useHref, useLocation } from 'react-router';
import { formAnswerKey, PAGE_FORM_FIELD, type PageFormOutcome } from '@aec/contracts';
import { ApiRequestError } from '../data/api-client';
import { ResourceStoreContext } from '../data/resource-store';

export type { PageFormOutcome } from '@aec/contracts';

export interface PageForm {
  /** Spread on the <form>: posted to the page itself when sent before the script has taken it over. */
  formProps: { method: 'post'; action: string };
  /** The hidden field naming the server's action: put it inside the <form>. */
  actionField: React.ReactElement;
  /** What the server made of this form when it was posted without the script (typed values and the API's answer), if it was. */
  outcome?: PageFormOutcome;
}

/**
 * A form that works before the page's script arrives (docs/product/forms-without-script.md): the
 * server runs the same API call for a post to the page and renders the page with the outcome, which
 * this hook reads on the server and, from the embedded answers, at hydration. With the script, the
 * form's own onSubmit (preventDefault) does what it always did.
 */
export function usePageForm(form: string): PageForm {
  const store = useContext(ResourceStoreContext);
  // The page's own address in its language (the router's basename included), without its query.
  const action = useHref(useLocation().pathname);
  const seen = store.peek(formAnswerKey(form));
  const outcome = seen?.ok ? (seen.body as PageFormOutcome) : undefined;
  return {
    formProps: { method: 'post', action },
    actionField: <input type="hidden" name={PAGE_FORM_FIELD} value={form} />,
    outcome: outcome?.form === form ? outcome : undefined,
  };
}

/** A refused posted form's answer as the error a fetch would have thrown: the forms say it as they say any failed call. */
export function outcomeError(outcome: PageFormOutcome | undefined): ApiRequestError | undefined {
  return outcome && !outcome.answer.ok ? new ApiRequestError(outcome.answer.error, outcome.answer.status) : undefined;
}
