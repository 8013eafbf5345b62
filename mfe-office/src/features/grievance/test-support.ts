/** Answers for a mocked fetch, in call order; an Error rejects like a network failure. */
export function mockFetch(...answers: ({ status: number; body: unknown } | Error)[]): jest.Mock {
  const mock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockResolvedValueOnce({ ok: answer.status < 400, status: answer.status, json: async () => answer.body });
  }
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}

/** A fetch that never answers until released, to see the form while it is sending. */
export function pendingFetch(): { mock: jest.Mock; release: (status: number, body: unknown) => void } {
  let resolve: (value: unknown) => void = () => undefined;
  const mock = jest.fn(() => new Promise((r) => (resolve = r)));
  (globalThis as { fetch: unknown }).fetch = mock;
  return { mock, release: (status, body) => resolve({ ok: status < 400, status, json: async () => body }) };
}

export const REG_ID = 'AEC-7KQ2-M9XD';

/** The green success message, whatever elements its text is split across. */
export async function findSuccessMessage(
  find: (matcher: (content: string, element: Element | null) => boolean) => Promise<HTMLElement>,
  text: string | RegExp,
) {
  return find((_, element) => {
    if (!element?.classList.contains('message--success')) return false;
    const content = element.textContent ?? '';
    return typeof text === 'string' ? content.includes(text) : text.test(content);
  });
}
