import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app from the committed schema and the .graphql files that sit
 * beside each feature. `npm run codegen` writes web/src/generated; a test fails when it is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
