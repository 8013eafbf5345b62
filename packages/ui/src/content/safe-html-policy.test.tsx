/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { MarkupSanitizer } from '@aec/contracts';
import { MARKUP_CASES, checkMarkupCases } from '../../../contracts/src/markup-policy.cases';
import { SafeHtml, loadSanitizer } from './safe-html';

// The shared table of packages/contracts, on the browser's DOMPurify as SafeHtml loads it (the API's runs in api/src/lib).
let sanitize: MarkupSanitizer;
beforeAll(async () => {
  sanitize = await loadSanitizer();
});

describe('the one markup policy, browser side', () => {
  checkMarkupCases(() => sanitize);
});

describe('SafeHtml writes what the policy keeps of page text', () => {
  // SafeHtml sanitises as page text, as server renders do: the cases of messages without h2 read the same.
  const pageCases = MARKUP_CASES.filter((c) => c.pageText || !/<h2/i.test(c.input));
  it.each(pageCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { container } = render(<SafeHtml html={c.input} />);
    expect(container.innerHTML).toBe(`<div>${c.output}</div>`);
  });
});
