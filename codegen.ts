import type { CodegenConfig } from '@graphql-codegen/cli';

const typesConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
  documentMode: 'documentNode',
} as const;

/**
 * Typed documents from the committed schema, written by `npm run codegen`; a test fails when they
 * are stale. The web app's from the .graphql files that sit beside each feature, into
 * web/src/generated; the API tests' from the graphql(`…`) calls in api/test, into api/test/generated.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/generated/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: typesConfig,
    },
    'api/test/generated/': {
      documents: ['api/test/**/*.ts', '!api/test/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: typesConfig,
    },
  },
};

export default config;
