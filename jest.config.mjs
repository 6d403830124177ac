// One jest configuration for every tier; tools/test/run-all.mjs picks the tier with JEST_TIER.
const tiers = {
  unit: ['<rootDir>/{libs,apps,tools}/**/*.spec.ts'],
  int: ['<rootDir>/{libs,apps}/**/*.int-spec.ts'],
  e2e: ['<rootDir>/apps/e2e/src/api/**/*.e2e-spec.ts'],
  // The attacks of docs/security.md replayed against the running embedded app.
  security: ['<rootDir>/apps/e2e/src/security/**/*.security-spec.ts'],
  browser: ['<rootDir>/apps/e2e/src/browser/**/*.browser-spec.ts'],
};
const tier = process.env.JEST_TIER ?? 'unit';

export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: tiers[tier] ?? tiers.unit,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@market/platform/testing$': '<rootDir>/libs/platform/src/testing/index.ts',
    '^@market/platform/test-kit$': '<rootDir>/libs/platform/src/testing/test-kit.ts',
    '^@market/contracts/errors$': '<rootDir>/libs/contracts/src/errors/error-catalogue.ts',
    '^@market/platform/errors$': '<rootDir>/libs/platform/src/http/app-errors.ts',
    '\\.css$': '<rootDir>/tools/test/shims/style.cjs',
    '^content-disposition$': '<rootDir>/tools/test/shims/content-disposition.cjs',
    '^@market/marketplace-app$': '<rootDir>/apps/marketplace/src/embedded-marketplace.ts',
    '^@market/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/tools/test/global-setup.mjs',
  globalTeardown: '<rootDir>/tools/test/global-teardown.mjs',
  testTimeout: tier === 'unit' ? 10_000 : 120_000,
};
