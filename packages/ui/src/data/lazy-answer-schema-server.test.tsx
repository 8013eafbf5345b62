/** @jest-environment node */
// An answer's lazy schema on the server: the render waits for it and checks every answer with it.
import { prerenderOnServer, suspendingStore } from '../testing/server-render-kit';
import { counted, Words } from './lazy-answer-schema.fixture';

describe('an answer checked by a lazy schema, on the server', () => {
  it('is checked by the render, which waits for the schema: a wrong answer is a failure in the page', async () => {
    const good = counted();
    const { text } = await prerenderOnServer('/', <Words schema={good.schema} />, { store: suspendingStore({ '/api/words': { ok: true, body: ['a', 'b'] } }) });
    expect(text).toContain('<p>a b</p>');
    expect(good.load).toHaveBeenCalledTimes(1);

    const wrong = counted();
    const { text: refused } = await prerenderOnServer('/', <Words schema={wrong.schema} />, {
      store: suspendingStore({ '/api/words': { ok: true, body: { rows: [] } } }),
    });
    expect(refused).toContain('could not read');
  });
});
