import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The API's import graph, read with the TypeScript compiler the project already has (preProcessFile
// and the compiler's own module resolution): no extra dependency for a check this small.
const root = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const compilerOptions: ts.CompilerOptions = { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };

/** Module → the modules of api/src it imports (type-only imports included: they tie the files together just as well). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => !!target && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

const graph = importGraph();
const importersOf = (target: string) =>
  [...graph].filter(([, targets]) => targets.includes(path.join(root, target))).map(([file]) => path.relative(root, file));

// Import cycles anywhere in the tree are ESLint's (import-x/no-cycle, npm run lint).
describe('the import graph of api/src', () => {
  it('has the modules it is about (the walk found them)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(path.join(root, 'seed/projects-seed.ts'))).toContain(path.join(root, 'plugins/app/projects/project-repository.ts'));
  });

  it('starts seeding in one place: seed-sample-data.ts is the only entry, for npm run seed and start-up alike', () => {
    expect(importersOf('seed/seed-sample-data.ts').sort()).toEqual(['cli/seed.ts', 'plugins/app/sample-data.ts']);
    expect(importersOf('seed/seed.ts')).toEqual(['seed/seed-sample-data.ts']);
    expect(importersOf('seed/projects-seed.ts').sort()).toEqual(['seed/seed-sample-data.ts', 'seed/seed.ts']);
  });
});
