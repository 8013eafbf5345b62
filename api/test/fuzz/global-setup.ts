import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORT_DIR_ENV } from './report';

/** A folder for this jest run's fuzz reports; the workers, started after this, inherit the variable. */
export default function fuzzReportFolder(): void {
  process.env[REPORT_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-fuzz-'));
}
