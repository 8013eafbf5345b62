// npm run import -w api -- --from <URL> [--dry-run] [--since <date>]: the old site's notices, tenders, news and events with their files.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { buildApp } from '../app';
import { loadConfig, repoRoot } from '../config';
import { formatReport, ImportAbort, importOldSite, type ImportReport } from '../plugins/app/import/old-site-import';

const USAGE = 'usage: npm run import -w api -- --from <base URL of the old site> [--dry-run] [--since YYYY-MM-DD]';

const counts = (r: ImportReport) => {
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  return { imported: sum(r.imported), present: sum(r.present), skipped: r.skipped.length };
};

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { from: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, since: { type: 'string' } } }));
  } catch (err) {
    throw new ImportAbort(`${err instanceof Error ? err.message : err}\n${USAGE}`);
  }
  if (!values.from) throw new ImportAbort(USAGE);
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) throw new ImportAbort(`--since must be a date such as 2024-06-01 (got "${values.since}").`);
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig({ ...process.env, AEC_DATA_DIR: process.env.AEC_DATA_DIR || path.join(repoRoot, 'data') });
  // The server's code and data without its background work: no mail sent, no backups, no sample data.
  const app = await buildApp({ config: { ...config, seedOnStart: false, smtpUrl: undefined, backupEveryHours: 0 }, logger: false });
  // Ctrl-C stops after the item being written (each is one transaction); the next run goes on from there.
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  // A bar on a terminal; plain lines where the output is kept (a log, CI), one every 25 items.
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: 'importing {kind} [{bar}] {value}/{total} · imported {imported} · present {present} · skipped {skipped}', hideCursor: true })
    : undefined;
  try {
    const report = await importOldSite(app, {
      from: values.from,
      dryRun: values['dry-run'],
      since,
      signal: stop.signal,
      onListed: (kind, count) => {
        if (!bar) console.error(`${kind}: ${count} found`);
      },
      onProgress: ({ done, total, kind, report: r }) => {
        if (bar) {
          if (done === 1) bar.start(total, 0, { kind, ...counts(r) });
          bar.update(done, { kind, ...counts(r) });
        } else if (done % 25 === 0 || done === total) {
          const c = counts(r);
          console.error(`${done}/${total}: imported ${c.imported}, already present ${c.present}, skipped ${c.skipped}`);
        }
      },
    });
    bar?.stop();
    console.log(formatReport(report));
    return report.interrupted ? 130 : 0;
  } finally {
    bar?.stop();
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ImportAbort ? err.message : err instanceof Error ? `The import stopped: ${err.message}` : err);
    process.exit(1);
  },
);
