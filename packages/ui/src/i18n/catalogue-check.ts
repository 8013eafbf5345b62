import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from './catalogue';

/** 'a.b' → value, for every leaf of a catalogue. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** i18next plural suffixes: a plural key's forms differ by language (Assamese and Hindi have one and other, like English). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Keys of English missing from a catalogue (plural forms are compared by their base key). */
export function missingKeys(english: Messages, other: Messages): string[] {
  const have = new Set([...flatten(other).keys()].map(pluralBase));
  return [...new Set([...flatten(english).keys()].map(pluralBase))].filter((key) => !have.has(key));
}

/** Keys a catalogue has that English does not (left over after a rename). */
export function extraKeys(english: Messages, other: Messages): string[] {
  const have = new Set([...flatten(english).keys()].map(pluralBase));
  return [...new Set([...flatten(other).keys()].map(pluralBase))].filter((key) => !have.has(key));
}

/** {{placeholders}} of each key that a translation lost or invented. */
export function placeholderMismatches(english: Messages, other: Messages): string[] {
  const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
  const theirs = flatten(other);
  return [...flatten(english)].filter(([key, text]) => theirs.has(key) && names(theirs.get(key)!) !== names(text)).map(([key]) => key);
}

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
