// Unit and API tests. Playwright (e2e/) runs separately against the production build.
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, isolatedModules: true, diagnostics: false }];

module.exports = {
  // API tests start a real app with a real database and generated documents; on a loaded 2-core machine that can take seconds.
  testTimeout: 60_000,
  // jest's default is one worker fewer than the cores: one on the 2-core machine, where the route fuzzer's files
  // (api/test/fuzz) then could not run beside the other tests (decision 091).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/api/tsconfig.json') },
      moduleNameMapper: { '^@aec/contracts$': '<rootDir>/packages/contracts/src/index.ts' },
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      // The route fuzzer's files report what they ran; the total is printed once, after the last.
      globalSetup: '<rootDir>/api/test/fuzz/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/fuzz/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages',
        '<rootDir>/shell',
        '<rootDir>/mfe-departments',
        '<rootDir>/mfe-notifications',
        '<rootDir>/mfe-office',
        '<rootDir>/mfe-projects',
        '<rootDir>/mfe-campus',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        '^.+\\.tsx?$': tsJest({ jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true }),
        // Images are URLs in the build (asset/resource); here each is '/<its file name>'.
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/scripts/jest-asset-transform.js',
      },
      moduleNameMapper: {
        '^@aec/contracts$': '<rootDir>/packages/contracts/src/index.ts',
        '^@aec/ui/testing$': '<rootDir>/packages/ui/src/testing/index.ts',
        '^@aec/ui$': '<rootDir>/packages/ui/src/index.ts',
        '\\.css$': '<rootDir>/scripts/jest-style-stub.js',
        '(^|/)load-pdfjs$': '<rootDir>/scripts/jest-pdfjs-stub.js',
      },
      setupFiles: ['<rootDir>/scripts/jest-web-setup.js', '<rootDir>/scripts/jest-i18n-setup.js'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
