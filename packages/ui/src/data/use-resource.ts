import { use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { checkAnswer, describeError, type AnswerSchema } from './api-client';
import { ResourceStoreContext, requestKey, type ResourceRequest, type StoredAnswer } from './resource-store';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; httpStatus?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; httpStatus?: undefined; retry: () => void }
  | { status: 'failed'; data?: undefined; error: string; httpStatus?: number; retry: () => void };

export interface ResourceOptions<T> {
  /** The contract of the answer (a zod schema of @aec/contracts); without it the JSON is trusted. */
  schema?: AnswerSchema<T>;
}

/**
 * The one loading hook of the front ends. One data path for both sides:
 * - on the server the render waits (Suspense) for the answer, read through the API in-process, and
 *   the answer is embedded in the page;
 * - in the browser the embedded answer is used as it is, so hydration shows the same markup and
 *   fetches nothing; later pages (in-app navigation) fetch, with a loading state and Retry.
 * `null` waits (nothing to load yet).
 */
export function useResource<T>(request: ResourceRequest | null, { schema }: ResourceOptions<T> = {}): Resource<T> {
  const store = useContext(ResourceStoreContext);
  const key = request === null ? null : requestKey(request);
  let known = key === null ? undefined : store.peek(key);
  // The server's render waits here for the answer instead of drawing a spinner into the page.
  if (key !== null && request !== null && !known && store.suspends) known = use(store.load(key, request));

  const [loaded, setLoaded] = useState<{ key: string; answer: StoredAnswer } | null>(() => (key && known ? { key, answer: known } : null));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (request === null || key === null) return;
    const seen = store.peek(key);
    if (seen) {
      setLoaded((current) => (current?.key === key && current.answer === seen ? current : { key, answer: seen }));
      return;
    }
    let live = true;
    store.load(key, request).then(
      (answer) => live && setLoaded({ key, answer }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The key identifies the request: a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, store]);

  const retry = useCallback(() => {
    if (key !== null) store.forget(key);
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, [key, store]);

  const answer = loaded?.key === key ? loaded.answer : known;
  return useMemo((): Resource<T> => {
    if (!answer) return { status: 'loading', retry };
    if (!answer.ok) return { status: 'failed', error: answer.error, httpStatus: answer.status, retry };
    try {
      return { status: 'ready', data: checkAnswer(answer.body, schema), retry };
    } catch (error) {
      return { status: 'failed', error: describeError(error), retry };
    }
  }, [answer, schema, retry]);
}
