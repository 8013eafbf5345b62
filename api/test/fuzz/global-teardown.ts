import fs from 'node:fs';
import { FUZZ_RUNS, REPORT_DIR_ENV, readShards, summaryOf } from './report';

/** After the last test file: what every fuzz file of this run ran, together (nothing when none ran). */
export default function fuzzSummary(): void {
  const dir = process.env[REPORT_DIR_ENV];
  if (!dir) return;
  const reports = readShards(dir);
  if (reports.length) console.log(`\n${summaryOf(reports, FUZZ_RUNS)}`);
  fs.rmSync(dir, { recursive: true, force: true });
}
