// Where a served page's bytes are: `node scripts/bench/html-parts.mjs http://127.0.0.1:3350 / /as/notifications`
// prints, per route, the raw and brotli bytes of its inline CSS, its #aec-data, its other scripts (preloads,
// JSON-LD), the rest of its head and its markup. Each part is compressed alone (quality 11), so the parts
// add up to more than the page (brotli finds repeats across them); the page's own brotli is the last column.
import { decodedBody, get } from './util.mjs';
import zlib from 'node:zlib';

const br = (text) => zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The page cut into named parts; every byte of it is in exactly one. */
export function pageParts(html) {
  const parts = { css: '', data: '', scripts: '', svg: '', head: '', markup: '' };
  const bodyAt = html.indexOf('<div id="root">');
  const headEnd = bodyAt < 0 ? html.length : bodyAt;
  let rest = html;
  rest = rest.replace(/<style[^>]*>[\s\S]*?<\/style>/g, (tag) => ((parts.css += tag), ''));
  rest = rest.replace(/<script[^>]*id="aec-data"[^>]*>[\s\S]*?<\/script>/g, (tag) => ((parts.data += tag), ''));
  rest = rest.replace(/<script[^>]*>[\s\S]*?<\/script>/g, (tag) => ((parts.scripts += tag), ''));
  rest = rest.replace(/<svg[\s\S]*?<\/svg>/g, (tag) => ((parts.svg += tag), ''));
  // What is left: the head's tags before the root, and the markup after it.
  const cut = rest.indexOf('<div id="root">');
  parts.head = cut < 0 ? rest : rest.slice(0, cut);
  parts.markup = cut < 0 ? '' : rest.slice(cut);
  void headEnd;
  return parts;
}

async function main() {
  const [site = 'http://127.0.0.1:3350', ...routes] = process.argv.slice(2);
  const rows = [];
  for (const route of routes.length ? routes : ['/', '/notifications', '/news', '/events']) {
    const response = await get(site + route, { headers: { 'accept-encoding': 'br', accept: 'text/html' } });
    const html = decodedBody(response).toString('utf8');
    const parts = pageParts(html);
    const cell = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB / ${br(text)}`;
    rows.push(
      `| ${route} | ${Object.values(parts).map(cell).join(' | ')} | ${response.body.length} (${response.headers['content-encoding'] ?? 'identity'}) | ${br(html)} |`,
    );
  }
  console.log(`| route | ${Object.keys(pageParts('')).join(' | ')} | served | page at q11 |`);
  console.log(
    `|---|${Object.keys(pageParts(''))
      .map(() => '---:|')
      .join('')}---:|---:|`,
  );
  for (const row of rows) console.log(row);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
