// The console's dashboard tells an administrator how old the last backup is and how big, from what is really in
// AEC_BACKUP_DIR: a backup made by the command (as cron runs it) beside the running production server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_DATA_DIR } from '../support/browser';
import { createStaffAccount, signInToConsole } from '../support/staff';

const root = path.resolve(__dirname, '../..');

test("the dashboard shows an administrator the last backup's age and size", async ({ page }) => {
  const made = spawnSync(process.execPath, [path.join(root, 'api/dist/cli/backup.js')], {
    env: { ...process.env, AEC_DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  const [, files, megabytes] = /: (\d+) files, ([\d.]+) MB/.exec(made.stdout) ?? [];

  await signInToConsole(page, await createStaffAccount('admin'));
  const status = page.getByTestId('backup-status');
  await expect(status).toContainText(`Last backup less than a minute ago`);
  await expect(status).toContainText(`${megabytes} MB in ${files} files.`);
  await expect(status).toContainText('The server takes one every 24 hours.');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousA11yViolations(page, `dashboard at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`dashboard-backup-${width}.png`), fullPage: true });
  }
});
