import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { buildTestApp } from './helpers';

/**
 * deploy/: the systemd unit, the logrotate rule, the Prometheus alerts and the Grafana dashboard, each
 * checked by the tool that will read it when that tool is installed (.ci/run installs them). A tool
 * that is missing is said on the test's output, never passed over in silence; the checks that need no
 * tool run anyway.
 */
const deploy = (...parts: string[]) => path.join(repoRoot, 'deploy', ...parts);
const read = (...parts: string[]) => fs.readFileSync(deploy(...parts), 'utf8');

/** The tool's path, or undefined after saying on the output that it is missing and what goes unchecked. */
function tool(name: string, unchecked: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  console.warn(`${name} is not installed: ${unchecked} NOT checked by it (Debian: .ci/run installs it).`);
  return undefined;
}

function run(file: string, args: string[], cwd?: string) {
  const result = spawnSync(file, args, { cwd, encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}`, stderr: result.stderr };
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-deploy-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `Key=value` lines of a unit's [Service] section, values of repeated keys in order. */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  const section = unit.split(/^\[Service\]$/m)[1]!.split(/^\[/m)[0]!;
  for (const line of section.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

describe('deploy/systemd/aec.service', () => {
  const unit = read('systemd', 'aec.service');

  it('restarts on failure, reads the environment file, and is hardened', () => {
    const s = serviceSettings(unit);
    const one = (key: string) => s.get(key)?.at(-1);
    expect(one('Restart')).toBe('on-failure');
    expect(one('EnvironmentFile')).toBe('/etc/aec/aec.env');
    expect(one('ExecStart')).toBe('/usr/bin/node /srv/aec/api/dist/server.js');
    for (const key of ['NoNewPrivileges', 'ProtectHome', 'PrivateTmp', 'PrivateDevices', 'ProtectKernelTunables', 'ProtectControlGroups', 'RestrictSUIDSGID']) {
      expect([key, one(key)]).toEqual([key, 'yes']);
    }
    expect(one('ProtectSystem')).toBe('strict');
    // Writable: the data folder (AEC_DATA_DIR in aec.env.example) and the backups, nothing else.
    expect(one('ReadWritePaths')?.split(' ')).toEqual(['/var/lib/aec', '-/var/backups/aec']);
    expect(read('systemd', 'aec.env.example')).toMatch(/^AEC_DATA_DIR=\/var\/lib\/aec$/m);
    expect(one('CapabilityBoundingSet')).toBe('');
    // The server drains for 10 s and gives up after 30 s: systemd waits longer before it kills.
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThan(30);
    expect(one('KillSignal')).toBe('SIGTERM');
  });

  it('passes systemd-analyze verify without a warning', () => {
    const analyze = tool('systemd-analyze', 'deploy/systemd/aec.service is');
    if (!analyze) return;
    // This machine's node and a stand-in environment file; the rest as shipped.
    const env = path.join(tmp, 'aec.env');
    fs.writeFileSync(env, read('systemd', 'aec.env.example'));
    const file = path.join(tmp, 'aec.service');
    fs.writeFileSync(file, unit.replace('/usr/bin/node', process.execPath).replace('/etc/aec/aec.env', env));
    const { status, stderr } = run(analyze, ['verify', file]);
    expect(stderr.trim()).toBe('');
    expect(status).toBe(0);
  });
});

describe('deploy/logrotate/aec', () => {
  const rule = read('logrotate', 'aec');

  it('rotates the log daily and keeps 180 days (CERT-In)', () => {
    expect(rule).toMatch(/^\s*daily$/m);
    expect(rule).toMatch(/^\s*rotate 180$/m);
    // The unit appends to the file the rule rotates.
    expect(serviceSettings(read('systemd', 'aec.service')).get('StandardOutput')).toEqual(['append:/var/log/aec/aec.log']);
  });

  it('passes logrotate -d', () => {
    const logrotate = tool('logrotate', 'deploy/logrotate/aec is');
    if (!logrotate) return;
    const logs = path.join(tmp, 'log');
    fs.mkdirSync(logs, { recursive: true });
    fs.writeFileSync(path.join(logs, 'aec.log'), '{"level":30,"msg":"sample"}\n');
    const config = path.join(tmp, 'logrotate.conf');
    fs.writeFileSync(config, rule.replaceAll('/var/log/aec', logs));
    const { status, out } = run(logrotate, ['-d', '-s', path.join(tmp, 'logrotate.state'), config]);
    expect(out.split('\n').filter((line) => /^error:/i.test(line))).toEqual([]);
    expect(out).toContain('after 1 days (180 rotations)');
    expect(status).toBe(0);
  });
});

describe('deploy/prometheus and deploy/grafana', () => {
  const alerts = read('prometheus', 'aec-alerts.yml');
  const dashboard = JSON.parse(read('grafana', 'aec-dashboard.json')) as { panels: { type: string; targets?: { expr: string }[] }[] };
  const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);

  it('alerts on the outbox failing, backups older than two days, renders falling back and a nearly full disk', () => {
    const names = [...alerts.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining(['AecOutboxFailing', 'AecBackupTooOld', 'AecRendersFallingBack', 'AecDiskNearlyFull']));
    expect(alerts).toContain('aec_backup_age_seconds > 2 * 86400');
  });

  it('names only metrics the server reports (its own /metrics, scraped)', async () => {
    const ctx = await buildTestApp();
    let text: string;
    try {
      text = (await ctx.app.inject({ url: '/metrics' })).body;
    } finally {
      await ctx.close();
    }
    const reported = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      reported.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) reported.add(name! + suffix);
    }
    const used = new Set(
      [...alerts.matchAll(/\b(?:aec|process|nodejs)_[a-z0-9_]+/g), ...queries.join('\n').matchAll(/\b(?:aec|process|nodejs)_[a-z0-9_]+/g)].map((m) => m[0]),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !reported.has(name))).toEqual([]);
  });

  it('passes promtool: the rules check, their unit tests, and every dashboard query parses', () => {
    const promtool = tool('promtool', 'deploy/prometheus/aec-alerts.yml and the dashboard queries are');
    if (!promtool) return;
    const check = run(promtool, ['check', 'rules', deploy('prometheus', 'aec-alerts.yml')]);
    expect(check.out).toContain('SUCCESS');
    expect(check.status).toBe(0);
    const unit = run(promtool, ['test', 'rules', 'aec-alerts.test.yml'], deploy('prometheus'));
    expect(unit.out).toContain('SUCCESS');
    expect(unit.status).toBe(0);
    // The dashboard's queries as recording rules ($instance as any value): promtool parses each.
    const rules = path.join(tmp, 'dashboard-queries.yml');
    const recorded = queries.map((expr, i) => `      - record: aec:dashboard_query_${i}\n        expr: ${JSON.stringify(expr.replaceAll('$instance', '.*'))}`);
    fs.writeFileSync(rules, `groups:\n  - name: dashboard\n    rules:\n${recorded.join('\n')}\n`);
    const parsed = run(promtool, ['check', 'rules', rules]);
    expect(parsed.out).toContain(`SUCCESS: ${queries.length} rules found`);
    expect(parsed.status).toBe(0);
  });
});
