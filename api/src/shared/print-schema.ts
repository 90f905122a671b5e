import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

const HEADER = '# Emitted from the API code by `npm run schema`; do not edit by hand.\n\n';

/** The committed schema text: sorted so that moving code around never changes it. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
