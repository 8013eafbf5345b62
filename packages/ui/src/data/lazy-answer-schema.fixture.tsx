// A component reading one answer with a lazy schema that counts its loads (lazy-answer-schema tests).
import { lazyAnswerSchema, type AnswerSchema, type LazyAnswerSchema } from './api-client';
import { useResource } from './use-resource';

const listOfWords: AnswerSchema<string[]> = {
  safeParse: (data) => (Array.isArray(data) && data.every((w) => typeof w === 'string') ? { success: true, data } : { success: false }),
};

export function counted() {
  const load = jest.fn(() => Promise.resolve(listOfWords));
  return { load, schema: lazyAnswerSchema(load) };
}

export function Words({ schema }: { schema: LazyAnswerSchema<string[]> }) {
  const words = useResource('/api/words', { schema });
  return <p>{words.status === 'ready' ? words.data.join(' ') : `${words.status} ${words.error ?? ''}`}</p>;
}
