import fs from 'node:fs';
import path from 'node:path';

/**
 * The route fuzzer runs in several jest files (so that jest's workers use every core); each writes what
 * it ran into the folder global-setup.ts names, and global-teardown.ts prints the sum after the last one.
 */
export const REPORT_DIR_ENV = 'AEC_FUZZ_REPORT_DIR';

/** Cases per route (decision 091); AEC_FUZZ_RUNS=<n> sets it. */
export const DEFAULT_FUZZ_RUNS = 2_000;
export const FUZZ_RUNS = Number(process.env.AEC_FUZZ_RUNS) || DEFAULT_FUZZ_RUNS;

export interface ShardReport {
  shard: number;
  shards: number;
  seconds: number;
  /** Cases run, by "METHOD url". */
  cases: Record<string, number>;
  /** The routes the default count does not apply to, with why. */
  fewer: Record<string, string>;
  statuses: Record<string, number>;
  /** Routes fuzzed without any schema of their own (no input, or pages and files). */
  withoutContract: string[];
}

export function recordShard(report: ShardReport): void {
  const dir = process.env[REPORT_DIR_ENV];
  if (dir && fs.existsSync(dir)) fs.writeFileSync(path.join(dir, `shard-${report.shard}.json`), JSON.stringify(report));
}

export function readShards(dir: string): ShardReport[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^shard-\d+\.json$/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ShardReport)
    .sort((a, b) => a.shard - b.shard);
}

const n = (x: number) => x.toLocaleString('en-US');

/** Cases per route (min, median, max) and in all, the routes run fewer and why, answers by status. */
export function summaryOf(reports: ShardReport[], runs: number): string {
  const cases = Object.assign({}, ...reports.map((r) => r.cases)) as Record<string, number>;
  const counts = Object.values(cases).sort((a, b) => a - b);
  if (!counts.length) return 'fuzz: no route was run';
  const median = counts[Math.floor((counts.length - 1) / 2)]!;
  const total = counts.reduce((a, b) => a + b, 0);
  const statuses = new Map<string, number>();
  for (const r of reports) for (const [status, k] of Object.entries(r.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + k);
  const fewer = reports.flatMap((r) => Object.entries(r.fewer)).map(([key, why]) => `  ${key}: ${n(cases[key] ?? 0)} (${why})`);
  const shards = reports.map((r) => r.shard).join(', ');
  const seconds = reports.map((r) => `${r.seconds.toFixed(0)} s`).join(', ');
  return [
    `fuzz: ${n(total)} cases over ${counts.length} routes; per route min ${n(counts[0]!)}, median ${n(median)}, max ${n(counts.at(-1)!)} ` +
      `(${n(runs)} a route by default, AEC_FUZZ_RUNS to change)`,
    `files ${shards} of ${reports[0]!.shards} took ${seconds}`,
    ...(fewer.length ? ['routes run fewer cases:', ...fewer] : []),
    `answers by status: ${[...statuses]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, k]) => `${status}: ${n(k)}`)
      .join(', ')}`,
    `fuzzed without a schema of their own (no input, or pages and files): ${reports.flatMap((r) => r.withoutContract).join(', ')}`,
  ].join('\n');
}
