// npm run bench -- search: search p99 over the shared corpus (search-corpus.mjs), and the index's size.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildSearchCorpus, CORPUS, sampleWords, timeSearch } from './search-corpus.mjs';

export const SEARCH_TARGETS = { p99Ms: 20, notices: 10_000 };

export function searchBench({ queries = 2_000 } = {}) {
  const started = performance.now();
  const { db, search } = buildSearchCorpus({ notices: SEARCH_TARGETS.notices });
  const buildMs = performance.now() - started;
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const langs = ['en', 'as', 'hi'];
  const times = [];
  let hits = 0;
  for (let i = 0; i < queries; i++) {
    const lang = langs[i % 3];
    const q = sampleWords(next, lang, 1 + (i % 2));
    const { ms, result } = timeSearch(() => search.search(q, { lang, limit: 20, ...(i % 5 === 0 ? { year: 2020 } : {}) }));
    hits += result.length;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const pages = db.prepare("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search_index%' OR name LIKE 'search_attachments%'").get();
  const rows = db.prepare('SELECT count(*) AS n FROM search_index').get().n;
  db.close();
  // The corpus is some 20 MB (500 MB with attachment pages): not left behind in the temporary folder.
  rmSync(path.dirname(db.name), { recursive: true, force: true });
  return { queries, hits, rows, buildMs, p50: at(0.5), p95: at(0.95), p99: at(0.99), indexBytes: pages.bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = searchBench();
  console.log(
    `search: ${SEARCH_TARGETS.notices} notices (${r.rows} rows, vocabulary ${CORPUS === 'zipf' ? 'Zipf, 3,000 words a language' : 'small: the worst case'}), built in ${(r.buildMs / 1000).toFixed(1)} s; index ${(r.indexBytes / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(
    `search: ${r.queries} queries, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (target ≤ ${SEARCH_TARGETS.p99Ms} ms: ${r.p99 <= SEARCH_TARGETS.p99Ms ? 'met' : 'MISSED'})`,
  );
}
