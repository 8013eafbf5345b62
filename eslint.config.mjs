// ESLint over the whole tree (npm run lint; npm test runs it, warnings fail it).
// Non-type-checked rules: a type-aware lint of six apps takes minutes on two cores, and `tsc` already
// runs in npm test. The architecture is enforced here (docs/architecture.md, "Boundaries").
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus'];

/** An app never imports another app's source (they meet at runtime, through federation); packages never import apps; nothing imports the API's source but the API. */
const boundaries = (appsMayReadApi = false) => [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), ...(appsMayReadApi ? [] : ['./api'])],
    message: 'An app never imports another app or the API: remotes meet at runtime through module federation, data through the API (docs/architecture.md).',
  })),
  {
    target: './packages',
    from: [...apps.map((app) => `./${app}`), ...(appsMayReadApi ? [] : ['./api'])],
    message: 'Packages never import apps or the API: they are shared by all of them (docs/architecture.md).',
  },
  {
    target: './api',
    from: apps.map((app) => `./${app}`),
    message: 'The API never imports a front end: it loads their server builds at runtime (docs/architecture.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.next/**',
      '**/dist.old/**',
      '**/.cache/**',
      'e2e/test-results/**',
      'bench-results/**',
      'data/**',
      'api/data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    settings: {
      // import-x must parse TypeScript with typescript-eslint's parser, or it reads no module and no-cycle sees nothing.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'api/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries() }],
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrollable table or document page is a labelled region or group that takes focus, so a keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region', 'group'] }],
      // `role` on our own components (Guarded role="admin") is a staff role, not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // A test may read the API's seed data and sanitiser to show both sides agree (docs/decisions: one source of department data).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries(true) }] },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS build files and scripts.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    // Build plugins use webpack's public API only (decision 087): a class's name or a private field
    // changes without notice between webpack and module-federation releases.
    files: ['shell/build/**', 'packages/webpack-config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='constructor'][property.name='name']",
          message: "A class's name is not webpack's API: use Module#type, libIdent() or identifier().",
        },
        {
          selector: 'MemberExpression[property.name=/^_[a-zA-Z]/]',
          message: "A private field (_name) is not webpack's API: use Module#type, libIdent() or identifier().",
        },
      ],
    },
  },
);
