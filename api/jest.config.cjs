/** API tests: Jest over a real PostgreSQL (DATABASE_URL's server, or the embedded one). */
const swc = require('../jest.swc.cjs');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/test/per-file-setup.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
