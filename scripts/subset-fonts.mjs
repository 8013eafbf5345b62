#!/usr/bin/env node
// node scripts/subset-fonts.mjs: the web fonts of Assamese and Hindi pages, cut from fontsource's Noto Sans Bengali
// and Noto Sans Devanagari by fontTools' pyftsubset (Debian: apt-get install fonttools python3-brotli), written
// to shell/src/layout/fonts/ and committed (a build needs no Python). Decision 114 has the figures.
//
//   noto-sans-<script>-<weight>.woff2   every letter, sign and digit of the script (staff write notices in any of
//                                       them), joiners and the dotted circle; all OpenType layout features kept
//                                       (conjuncts, reph, vowel-sign reordering are GSUB/GPOS); no hinting
//   language-names-<script>.woff2       only the glyphs of the words every English page shows in those scripts (the
//                                       language control's অসমীয়া and हिन्दी, the header's অসম চৰকাৰ), read from their
//                                       sources, shaping kept: a device without the system fonts shows them, not empty boxes
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'shell/src/layout/fonts');
const fontsource = (family, script, weight) => path.join(root, `node_modules/@fontsource/${family}/files/${family}-${script}-${weight}-normal.woff2`);
const JOINERS = 'U+200C,U+200D,U+25CC';

const SCRIPTS = {
  bengali: {
    family: 'noto-sans-bengali',
    // The Bengali-Assamese letters in use (ৰ and ৱ included), without the currency and fraction signs.
    letters:
      'U+0981-0983,U+0985-098C,U+098F-0990,U+0993-09A8,U+09AA-09B0,U+09B2,U+09B6-09B9,U+09BC-09C4,U+09C7-09C8,U+09CB-09CE,U+09D7,U+09DC-09DD,U+09DF-09E3,U+09E6-09F1,U+0964-0965',
    range: [0x0980, 0x09ff],
  },
  devanagari: {
    family: 'noto-sans-devanagari',
    // Hindi's letters, nukta forms, signs and digits, without Vedic and other languages' additions.
    letters: 'U+0900-0903,U+0905-0939,U+093C-094D,U+0950,U+0958-0970',
    range: [0x0900, 0x097f],
  },
};

/** The words in those scripts that every English page shows: the languages' own names, and the header's Assamese line. */
function nameWords() {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const names = [...read('packages/ui/src/i18n/languages.ts').matchAll(/\bname: '([^']+)'/g)].map((m) => m[1]);
  const header = [...read('shell/src/layout/site-header.tsx').matchAll(/<span lang="as">([^<]+)<\/span>/g)].map((m) => m[1]);
  if (names.length < 3 || !header.length) throw new Error('the language names or the header line were not found in their sources');
  return [...names, ...header].join(' ');
}

function subset(source, target, args) {
  execFileSync('pyftsubset', [source, ...args, '--layout-features=*', '--no-hinting', '--flavor=woff2', `--output-file=${target}`], { stdio: 'inherit' });
  console.log(`${path.relative(root, target)}: ${statSync(source).size} → ${statSync(target).size} bytes`);
}

try {
  execFileSync('pyftsubset', ['--help'], { stdio: 'ignore' });
} catch {
  console.error('pyftsubset is missing: apt-get install fonttools python3-brotli');
  process.exit(1);
}

const nameText = nameWords();
for (const [script, { family, letters, range }] of Object.entries(SCRIPTS)) {
  for (const weight of [400, 700])
    subset(fontsource(family, script, weight), path.join(out, `${family}-${weight}.woff2`), [`--unicodes=${letters},${JOINERS}`]);
  const words = [...new Set([...nameText].filter((char) => char.codePointAt(0) >= range[0] && char.codePointAt(0) <= range[1]))].join('');
  subset(fontsource(family, script, 400), path.join(out, `language-names-${script}.woff2`), [`--text=${words}`, `--unicodes=${JOINERS}`]);
}
