import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { MARKUP_CASES } from '../../packages/contracts/src/markup-policy.cases';

// The markup policy's shared table in Chromium itself: its HTML parser and serialiser, the browser
// build of DOMPurify the front ends use, and the policy module as written (Jest runs the same table
// on jsdom, for the API and for SafeHtml).
const root = path.resolve(__dirname, '../..');
const dompurify = readFileSync(path.join(root, 'node_modules/dompurify/dist/purify.min.js'), 'utf8');
const policy = ts.transpileModule(readFileSync(path.join(root, 'packages/contracts/src/markup-policy.ts'), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
}).outputText;

test('Chromium keeps of every case what the API and SafeHtml keep, and a second pass changes nothing', async ({ page }) => {
  // A blank page: no site, so no CSP between the test and the evaluated module.
  await page.setContent('<!doctype html><title>markup policy</title>');
  await page.addScriptTag({ content: dompurify });
  const results = await page.evaluate(
    ([source, cases]) => {
      const module = { exports: {} as { markupSanitizer: (purify: unknown) => (html: string, o?: { pageText?: boolean }) => string } };
      new Function('module', 'exports', 'require', source)(module, module.exports, () => ({}));
      const sanitize = module.exports.markupSanitizer((window as unknown as { DOMPurify: unknown }).DOMPurify);
      return cases.map((c) => {
        const output = sanitize(c.input, { pageText: c.pageText });
        return { name: c.name, output, again: sanitize(output, { pageText: c.pageText }) };
      });
    },
    [policy, MARKUP_CASES] as const,
  );
  expect(results.map((r) => ({ name: r.name, output: r.output }))).toEqual(MARKUP_CASES.map((c) => ({ name: c.name, output: c.output })));
  expect(results.filter((r) => r.again !== r.output).map((r) => r.name)).toEqual([]);
});
