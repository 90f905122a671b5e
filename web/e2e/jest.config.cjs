/** End-to-end journeys: the built app, started for real, driven in Debian's Chromium. */
const swc = require('../../jest.swc.cjs');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
};
