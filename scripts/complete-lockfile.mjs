#!/usr/bin/env node
// npm records in package-lock.json only the optional native bindings (rspack, unrs-resolver …) that
// the registry it reaches holds, and `npm ci` then rejects the lock as out of sync. This adds an
// entry (version and platform fields) for every optional dependency the lock lacks. Such bindings
// are for other platforms and are never fetched here. Run it after any `npm install` that rewrites
// the lock: `node scripts/complete-lockfile.mjs`, then check with `npm ci --dry-run --ignore-scripts`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

function describe(name, spec) {
  for (const wanted of [spec, 'latest']) {
    try {
      const out = execFileSync('npm', ['view', `${name}@${wanted}`, '--json', 'version', 'os', 'cpu', 'libc', 'license'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const info = JSON.parse(out);
      const last = Array.isArray(info) ? info.at(-1) : info;
      if (last?.version) return last;
    } catch {
      // not held by this registry at that version: try the latest for its platform fields
    }
  }
  return null;
}

const asList = (v) => (Array.isArray(v) ? v : [v]);
const present = (name) => Object.keys(packages).some((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
const added = [];
for (const entry of Object.values(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present(name)) continue;
    const info = describe(name, spec);
    if (!info) {
      console.warn(`cannot describe ${name}@${spec}; left out`);
      continue;
    }
    const record = { version: spec.replace(/^[\^~=]/, '') };
    for (const field of ['cpu', 'os', 'libc']) if (info[field]) record[field] = asList(info[field]);
    if (entry.dev) record.dev = true;
    record.license = info.license ?? 'MIT';
    record.optional = true;
    if (entry.peer) record.peer = true;
    packages[`node_modules/${name}`] = record;
    added.push(name);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'the lock already lists every optional dependency');
