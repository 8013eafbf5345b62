import fs from 'node:fs';
import path from 'node:path';

// The rules are the build's own (a missing key fails the build too): one implementation.
export { flatten, missingKeys, extraKeys, placeholderMismatches } from '../../../webpack-config/catalogue-rules';

/** Literal keys passed to t('…') in an app's source files (dynamic keys are checked by their own tests). */
export function keysUsedIn(dir: string): Set<string> {
  const keys = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) keys.add(match[1]!);
      }
    }
  };
  walk(dir);
  return keys;
}
