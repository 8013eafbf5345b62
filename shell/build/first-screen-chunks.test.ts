import fs from 'node:fs';
import path from 'node:path';

/**
 * What every page's first screen downloads (first-screen.js names main.js and the chunks React needs,
 * FirstScreenPreloadPlugin's list) carries none of the code that pages load only when they show it:
 * zod (about 25 KB gzip), the alert and push controls, the staff console, pdf.js. A shared
 * module that imports one of them again would put it back on every page without a word.
 */
const dist = path.resolve(__dirname, '../dist');

function firstScreenScripts(): string[] {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${dist} has no index.html: run \`npm run build\` first (\`npm test\` builds before it tests).`);
  // The first-screen script is inline, first in the head (first-screen-script-plugin.js).
  const script = fs.readFileSync(index, 'utf8').match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error(`${index} has no inline first-screen script`);
  const named = script.match(/"\/[\w.-]+\.js"/g) ?? [];
  return named.map((name) => name.slice(2, -1));
}

describe("the first screen's scripts", () => {
  const files = firstScreenScripts();
  const code = files.map((file) => ({ file, text: fs.readFileSync(path.join(dist, file), 'utf8') }));
  const carrying = (marker: string | RegExp) =>
    code.filter(({ text }) => (typeof marker === 'string' ? text.includes(marker) : marker.test(text))).map(({ file }) => file);

  it('are the entry, React, the router and the design system', () => {
    expect(files.some((file) => /^main\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
    expect(carrying('react.dev/errors').length).toBeGreaterThan(0);
    expect(carrying('ReadySuspense').length + carrying('data-app').length).toBeGreaterThan(0);
  });

  it('carry no zod, no alert or push control, no staff console and no pdf.js', () => {
    // zod's own class and error names, kept by the minifier as strings.
    expect(carrying(/ZodError|ZodCyclicError|\$ZodType/)).toEqual([]);
    // The alert form's and the push control's catalogue keys and API paths.
    expect(carrying(/alerts\.errors\.emailRequired|\/api\/alerts\/subscribe|\/api\/push\/subscribe/)).toEqual([]);
    // The console's own title, and a route only its screens name.
    expect(carrying(/Staff console|two-factor/)).toEqual([]);
    // pdf.js's own exception names (the viewer component that loads it is in the design system).
    expect(carrying(/UnknownErrorException|PasswordException/)).toEqual([]);
  });
});
