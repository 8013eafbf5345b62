/** @jest-environment jsdom */
// An answer's lazy schema in the browser: loaded only for an answer the browser fetched itself (one the server
// embedded was checked by the server's render: lazy-answer-schema-server.test.tsx).
import { render, screen } from '@testing-library/react';
import { BrowserResourceStore, ResourceStoreContext } from './resource-store';
import { counted, Words } from './lazy-answer-schema.fixture';

function showWords(store: BrowserResourceStore, schema: ReturnType<typeof counted>['schema']) {
  render(
    <ResourceStoreContext.Provider value={store}>
      <Words schema={schema} />
    </ResourceStoreContext.Provider>,
  );
}

/** fetch answering 200 with this JSON. */
const answering = (body: unknown) => jest.fn(async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;

describe('an answer checked by a lazy schema, in the browser', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is not loaded for an answer the server embedded', async () => {
    const { load, schema } = counted();
    const store = new BrowserResourceStore();
    store.seed({ '/api/words': { ok: true, body: ['embedded', 'words'] } });
    showWords(store, schema);
    expect(screen.getByText('embedded words')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('is loaded for an answer the browser fetched, and refuses one of the wrong shape', async () => {
    globalThis.fetch = answering({ rows: [] });
    const wrong = counted();
    showWords(new BrowserResourceStore(), wrong.schema);
    expect(await screen.findByText(/^failed .*could not read/)).toBeTruthy();
    expect(wrong.load).toHaveBeenCalledTimes(1);
  });

  it('shows an answer of the right shape once the schema has come', async () => {
    globalThis.fetch = answering(['fetched', 'words']);
    const right = counted();
    showWords(new BrowserResourceStore(), right.schema);
    expect(await screen.findByText('fetched words')).toBeTruthy();
    expect(right.load).toHaveBeenCalledTimes(1);
  });
});
