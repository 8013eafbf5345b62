import { use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { checkAnswer, describeError, isLazySchema, type AnswerSchema, type LazyAnswerSchema } from './api-client';
import { ResourceStoreContext, requestKey, type ResourceRequest, type StoredAnswer } from './resource-store';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; httpStatus?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; httpStatus?: undefined; retry: () => void }
  | { status: 'failed'; data?: undefined; error: string; httpStatus?: number; retry: () => void };

export interface ResourceOptions<T> {
  /**
   * The contract of the answer (a zod schema of @aec/contracts); without it the JSON is trusted. A lazy one
   * (lazyAnswerSchema) keeps zod off a first visit: the server's render checks every answer with it before
   * embedding it, and the browser loads it only for an answer it fetches itself.
   */
  schema?: AnswerSchema<T> | LazyAnswerSchema<T>;
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
  const lazy = isLazySchema(schema) ? schema : undefined;
  let known = key === null ? undefined : store.peek(key);
  // The server's render waits here for the answer (and a lazy schema to check it) instead of drawing a spinner into the page.
  if (key !== null && request !== null && !known && store.suspends) known = use(withSchema(store.load(key, request), lazy));
  const knownChecked = key !== null && known !== undefined && store.checkedOnServer?.(key) === true;

  const [loaded, setLoaded] = useState<Loaded | null>(() => (key && known ? { key, answer: known, checked: knownChecked, fetched: false } : null));
  const [attempt, setAttempt] = useState(0);
  const [schemaLoad, setSchemaLoad] = useState<'loaded' | 'failed' | null>(null);

  useEffect(() => {
    if (request === null || key === null) return;
    const seen = store.peek(key);
    if (seen) {
      const checked = store.checkedOnServer?.(key) === true;
      setLoaded((current) => (current?.key === key && current.answer === seen ? current : { key, answer: seen, checked, fetched: false }));
      return;
    }
    let live = true;
    // A lazy schema comes beside the answer, not after it.
    lazy?.load().catch(() => undefined);
    store.load(key, request).then(
      (answer) => live && setLoaded({ key, answer, checked: false, fetched: true }),
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
    setSchemaLoad(null);
    setAttempt((n) => n + 1);
  }, [key, store]);

  const current = loaded?.key === key ? loaded : known ? { answer: known, checked: knownChecked, fetched: false } : undefined;
  const answer = current?.answer;
  const checked = current?.checked === true;
  const waitsForSchema = lazy !== undefined && !lazy.loaded && answer?.ok === true && !checked;
  // An answer the render had at once (one the server was given, as a staff preview's) waits for its schema as the
  // server's render waits for answers; one the browser fetched shows 'loading' until the schema's chunk has come.
  // At most one use() per render, always of the same promise: React replays a suspended component's use() calls by
  // their order.
  if (waitsForSchema && !current?.fetched) use(lazy.load());
  useEffect(() => {
    if (!waitsForSchema) return;
    let live = true;
    lazy.load().then(
      () => live && setSchemaLoad('loaded'),
      () => live && setSchemaLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [waitsForSchema, lazy, attempt]);

  const eager: AnswerSchema<T> | undefined = isLazySchema(schema) ? schema.loaded : schema;
  return useMemo((): Resource<T> => {
    if (!answer) return { status: 'loading', retry };
    if (!answer.ok) return { status: 'failed', error: answer.error, httpStatus: answer.status, retry };
    // A lazy schema only checks (an eager one may transform, as it always did): the server's check stands.
    if (lazy && checked) return { status: 'ready', data: answer.body as T, retry };
    if (lazy && !eager) {
      if (schemaLoad !== 'failed') return { status: 'loading', retry };
      return { status: 'failed', error: 'This page could not load a part it needs. Check your internet connection and try again.', retry };
    }
    try {
      return { status: 'ready', data: checkAnswer(answer.body, eager), retry };
    } catch (error) {
      return { status: 'failed', error: describeError(error), retry };
    }
  }, [answer, checked, lazy, eager, schemaLoad, retry]);
}

const withSchemas = new WeakMap<Promise<StoredAnswer>, Promise<StoredAnswer>>();

/** The answer once its lazy schema is loaded too (one promise per answer's, as use() needs); the answer alone without one. */
function withSchema<T>(answer: Promise<StoredAnswer>, lazy: LazyAnswerSchema<T> | undefined): Promise<StoredAnswer> {
  if (!lazy || lazy.loaded) return answer;
  let both = withSchemas.get(answer);
  if (!both) {
    // A schema that will not load leaves the answer unchecked: the hook then says so (failed, with Retry).
    both = Promise.all([answer, lazy.load().catch(() => undefined)]).then(([stored]) => stored);
    withSchemas.set(answer, both);
  }
  return both;
}

/** An answer as the hook holds it: checked when the server's render checked it before embedding it. */
interface Loaded {
  key: string;
  answer: StoredAnswer;
  checked: boolean;
  /** Fetched by the browser (not the server's, not embedded). */
  fetched: boolean;
}
