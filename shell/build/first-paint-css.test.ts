import fs from 'node:fs';
import path from 'node:path';

/**
 * index.html's inline stylesheet is every server-rendered page's first paint, and with the app at the first tap it may
 * be the only stylesheet a visitor gets. Its minifier must not write a spelling newer than ours (decision 207): a
 * media query in the range spelling (`width<=859px`, Safari 16.4 and Chrome 104) is dropped whole by an iPhone on iOS
 * 15 or UC Browser, and with it the phone layout.
 */
const index = path.resolve(__dirname, '../dist/index.html');

function inlineCss(): string {
  if (!fs.existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first (\`npm test\` builds before it tests).`);
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

describe("the first paint's inline stylesheet", () => {
  const css = inlineCss();
  const queries = [...css.matchAll(/@media([^{]+)\{/g)].map((match) => match[1]!.trim());

  it('has the phone layout in media queries every browser of decision 207 reads (min-/max-width, no range spelling)', () => {
    expect(queries).toContain('(max-width:859px)');
    expect(queries.filter((query) => /[<>]=?/.test(query))).toEqual([]);
  });

  it('has no inset or :is(), which the minifier could write for longhands and selectors and an older phone drops', () => {
    // The source writes neither (the home banner's picture has its four offsets); the minifier must not either.
    expect(css).not.toMatch(/\binset:/);
    expect(css).not.toMatch(/:is\(/);
  });
});
