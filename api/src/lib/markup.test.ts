import createDOMPurify from 'dompurify';
import { markupSanitizer } from '@aec/contracts';
import { checkMarkupCases } from '../../../packages/contracts/src/markup-policy.cases';
import { plainText, remembered, sanitizeMarkup } from './markup';

// The shared table of packages/contracts, on the API's DOMPurify over jsdom (the browser's runs in packages/ui).
describe('sanitizeMarkup: the one markup policy, server side', () => {
  checkMarkupCases(() => sanitizeMarkup);

  it('refuses a DOMPurify without a DOM, which would hand markup back untouched', () => {
    expect(() => markupSanitizer(createDOMPurify())).toThrow('DOMPurify has no DOM here');
  });
});

describe('remembered (the render worker sanitises each stored text once)', () => {
  it('sanitises a text once and gives the same answer after', () => {
    const seen: string[] = [];
    const sanitize = remembered((html) => {
      seen.push(html);
      return sanitizeMarkup(html, { pageText: true });
    });
    expect(sanitize('<h2 onclick="x()">A</h2>')).toBe('<h2>A</h2>');
    expect(sanitize('<p>B</p>')).toBe('<p>B</p>');
    expect(sanitize('<h2 onclick="x()">A</h2>')).toBe('<h2>A</h2>');
    expect(seen).toEqual(['<h2 onclick="x()">A</h2>', '<p>B</p>']);
  });

  it('lets the least recently used texts go past its size', () => {
    const seen: string[] = [];
    // Each text and its answer count 2 characters: room for two.
    const sanitize = remembered((html) => {
      seen.push(html);
      return html;
    }, 4);
    for (const text of ['a', 'b', 'a', 'c', 'a', 'b']) sanitize(text);
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>Fees &amp; dues</p><p>due&nbsp;soon</p>')).toBe('Fees & dues due soon');
  });
});
