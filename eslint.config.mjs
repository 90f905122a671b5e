// Lint rules for the whole repository. `npm test` runs `npm run lint` first, with zero warnings allowed.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { apiModulePublicFiles } from './scripts/module-boundaries.mjs';

const dirs = (path) =>
  fs
    .readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A web feature does not reach into another: what two features share lives in web/src/shared.
// The one exception is a feature's paths.ts, its addresses, which other features may link to.
const webFeatures = dirs('web/src/features');
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: webFeatures.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`),
    except: ['./paths.ts'],
    message: 'A feature does not import another feature; move what both need to web/src/shared.',
  })),
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code serves the features and the app; it does not import them.',
  },
];

// An API module is reached by the others only through its public files (scripts/module-boundaries.mjs).
const apiModules = dirs('api/src/modules');
const apiModuleZones = apiModules.flatMap((module) =>
  apiModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./api/src/modules/${module}`,
      from: `./api/src/modules/${other}`,
      except: (apiModulePublicFiles[other] ?? []).map((file) => `./${file}`),
      message: `Import only ${other}'s public files (scripts/module-boundaries.mjs).`,
    })),
);

// API tests not yet sending typed documents (see the block that names them below).
const untypedApiTests = [
  'access-rules.test.ts',
  'admin-accounts.test.ts',
  'admin-content.test.ts',
  'admin-dashboard.test.ts',
  'admin-directory.test.ts',
  'admin-medical.test.ts',
  'admin-products.test.ts',
  'admin-records.test.ts',
  'admin-transport.test.ts',
  'appointments.test.ts',
  'audit-trail.test.ts',
  'backup-restore.test.ts',
  'cash-corrections.test.ts',
  'catalog.test.ts',
  'contracts.test.ts',
  'crash-safety.test.ts',
  'data-folder-lock.test.ts',
  'embedded-concurrency.test.ts',
  'embedded-restart.test.ts',
  'emergency-contacts.test.ts',
  'fuzz-findings.test.ts',
  'fuzz.test.ts',
  'graphql-transport.test.ts',
  'help-requests.test.ts',
  'lab-booking-path.test.ts',
  'lab-bookings.test.ts',
  'lab-reports.test.ts',
  'lab-test-prices.test.ts',
  'list-orders.test.ts',
  'medical.test.ts',
  'notifications-without-bot.test.ts',
  'notifications.test.ts',
  'opening-hours.test.ts',
  'operation-limits.test.ts',
  'order-desks.test.ts',
  'order-subscriptions.test.ts',
  'page-languages.test.ts',
  'per-file-setup.ts',
  'record-languages.test.ts',
  'request-log.test.ts',
  'search-as-spelled.test.ts',
  'seed.test.ts',
  'shop-products.test.ts',
  'sign-in.test.ts',
  'staff-passwords.test.ts',
  'support/fake-bot-api.ts',
  'support/statement-counter.ts',
  'uploads.test.ts',
  'vendor-admin.test.ts',
  'write-limits.test.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'bench/results/**',
      'web/src/generated/**',
      'api/test/generated/**',
      'web/e2e/screenshots/**',
      'api/src/seed/assets/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An underscore names what is there on purpose and not read: a rest sibling left out, an argument a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The benches are plain CommonJS the journeys share; jest.mock factories must require.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.cjs$', '/fake-api$'] }],
      // `async` says a function answers with a promise, as its callers expect, even when it has nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // API tests send typed documents (graphql(`…`), api/test/generated), so their answers are typed,
    // and never an operation as a bare string (deprecated on the test clients) unless on purpose.
    files: ['api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    // Untyped API tests: these files still send operation strings, so their answers are `any`.
    // A file leaves this list when it sends typed documents; the list only shrinks.
    files: untypedApiTests.map((file) => `api/test/${file}`),
    rules: {
      '@typescript-eslint/no-deprecated': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // `expect(object.method).toHaveBeenCalled()` names a method without calling it, as tests do.
    files: ['**/*.test.{ts,tsx}', 'web/e2e/**', 'api/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // The benches hand functions to Chromium to run in the page.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A released migration is never edited (scripts/check-migrations.mjs), so it keeps the raw rows it was written with.
    files: ['api/src/migrations/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Stored and searched text is cleaned of control characters on purpose.
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The two rules of hooks. The React Compiler's rules (refs, set-state-in-effect…) judge code
    // written for the compiler, which this app does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `role` on our own components (RequireRole) is a user's role, not an ARIA one.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A choice's label holds its input and its words a few elements down.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/shared/**/*.{ts,tsx}', 'api/src/modules/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...apiModuleZones] }],
    },
  },
  prettier,
);
