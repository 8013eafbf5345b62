// The rules every message catalogue keeps (docs/product/languages.md), in one place: the build applies them to an
// app's src/messages (a missing key fails `npm run build` and `npm run release`, not only the tests),
// and each app's catalogue test reads them through @aec/ui's catalogue-check.
const fs = require('node:fs');
const path = require('node:path');

/** i18next plural suffixes: a plural key's forms differ by language. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key) => key.replace(PLURAL_SUFFIX, '');

/**
 * 'a.b' → text, for every leaf of a catalogue.
 * @param {Record<string, unknown>} messages
 * @returns {Map<string, string>}
 */
function flatten(messages, prefix = '') {
  const out = new Map();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const baseKeys = (messages) => new Set([...flatten(messages).keys()].map(pluralBase));

/** Keys of English missing from a catalogue (plural forms are compared by their base key). */
function missingKeys(english, other) {
  const have = baseKeys(other);
  return [...baseKeys(english)].filter((key) => !have.has(key));
}

/** Keys a catalogue has that English does not (left over after a rename). */
function extraKeys(english, other) {
  const have = baseKeys(english);
  return [...baseKeys(other)].filter((key) => !have.has(key));
}

/** {{placeholders}} of each key that a translation lost or invented. */
function placeholderMismatches(english, other) {
  const names = (text) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const theirs = flatten(other);
  return [...flatten(english)].filter(([key, text]) => theirs.has(key) && names(theirs.get(key)) !== names(text)).map(([key]) => key);
}

const sample = (keys) => `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;

/**
 * What would break a page in the catalogues of a folder (en.json and one file per other language):
 * a key English has and a translation lacks, a changed placeholder, a file that is not JSON. One
 * sentence per fault; none for a folder without en.json. (Keys only a translation has break nothing:
 * the shell keeps its Assamese and Hindi page titles there; the apps' tests judge those.)
 * @param {string} folder
 * @returns {string[]}
 */
function catalogueFaults(folder) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  let files;
  try {
    files = fs.readdirSync(folder).filter((file) => /^[a-z]{2}\.json$/.test(file));
  } catch {
    return [];
  }
  if (!files.includes('en.json')) return [];
  const faults = [];
  let english;
  try {
    english = read('en.json');
  } catch (err) {
    return [`${path.join(folder, 'en.json')} is not valid JSON: ${err.message}`];
  }
  for (const file of files.filter((name) => name !== 'en.json')) {
    const where = path.join(folder, file);
    let messages;
    try {
      messages = read(file);
    } catch (err) {
      faults.push(`${where} is not valid JSON: ${err.message}`);
      continue;
    }
    const missing = missingKeys(english, messages);
    if (missing.length) faults.push(`${where} lacks ${missing.length} key(s) of en.json: ${sample(missing)}`);
    const placeholders = placeholderMismatches(english, messages);
    if (placeholders.length) faults.push(`${where} changes the {{placeholders}} of: ${sample(placeholders)}`);
  }
  return faults;
}

/** Fails a compilation (production) or warns (development) when a catalogue of the app breaks the rules. */
class CatalogueCheckPlugin {
  /** @param {{ folders: string[], failBuild: boolean }} options */
  constructor({ folders, failBuild }) {
    this.folders = folders;
    this.failBuild = failBuild;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CatalogueCheckPlugin', (compilation) => {
      for (const folder of this.folders) {
        // A change to any catalogue is a change to the build (the cache must not hide a new fault).
        compilation.contextDependencies.add(folder);
        for (const fault of catalogueFaults(folder)) {
          const error = new compiler.webpack.WebpackError(`Message catalogue: ${fault}`);
          (this.failBuild ? compilation.errors : compilation.warnings).push(error);
        }
      }
    });
  }
}

/** The file a browser build writes beside its chunks: its catalogue chunks by language. */
const CATALOGUES_FILE = 'catalogues.json';

/**
 * Writes catalogues.json, `{ "<language>": ["<chunk file>", …] }`: the chunks that hold a catalogue of
 * the given folders (`<folder>/<language>.json`), in the folders' order, found through the chunk
 * graph (each chunk's modules and their source files), so the server reads what was built instead of
 * parsing chunk names back.
 */
class CatalogueManifestPlugin {
  /** @param {{ folders: string[] }} options */
  constructor({ folders }) {
    this.folders = folders;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CatalogueManifestPlugin', (compilation) => {
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap({ name: 'CatalogueManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** folder → language → files */
        const found = new Map(this.folders.map((folder) => [folder, new Map()]));
        for (const chunk of compilation.chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const resource = module.nameForCondition();
            const byLanguage = resource && found.get(path.dirname(resource));
            const file = resource && /^([a-z]{2})\.json$/.exec(path.basename(resource));
            if (!byLanguage || !file) continue;
            const files = byLanguage.get(file[1]) ?? [];
            for (const name of chunk.files) if (name.endsWith('.js') && !files.includes(name)) files.push(name);
            byLanguage.set(file[1], files);
          }
        }
        const catalogues = {};
        for (const byLanguage of found.values())
          for (const [language, files] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) (catalogues[language] ??= []).push(...files.sort());
        compilation.emitAsset(CATALOGUES_FILE, new sources.RawSource(`${JSON.stringify(catalogues, null, 2)}\n`));
      });
    });
  }
}

module.exports = { flatten, missingKeys, extraKeys, placeholderMismatches, catalogueFaults, CatalogueCheckPlugin, CatalogueManifestPlugin, CATALOGUES_FILE };
