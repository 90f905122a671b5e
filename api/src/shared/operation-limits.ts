import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * How big one operation may be. Each is at least twice what the web app's largest operation needs
 * (api/test/operation-limits.test.ts checks every document it sends against half of them), so the
 * app keeps working as it grows, while a crafted query that nests, aliases or repeats its way to
 * thousands of database reads is refused before anything runs.
 */
export interface OperationLimits {
  depth: number;
  cost: number;
  aliases: number;
  directives: number;
  tokens: number;
}

export const OPERATION_LIMITS: OperationLimits = {
  /** Nesting of fields (fragments counted where they are spread); the web app's deepest is 9. */
  depth: 20,
  /**
   * graphql-armor's cost: objects 2, scalars 1, 1.5× for each level down, times a literal `first`.
   * The costliest web operation (a shop's five lists of 50 open orders with their lines) comes to
   * about 75,000; the limit keeps twice that as room for new fields, and still refuses a query that
   * nests lists of lists.
   */
  cost: 200_000,
  /** Aliased fields in one operation; the web app uses 5 at most. */
  aliases: 15,
  /** @include / @skip and the like; the web app uses none today. */
  directives: 20,
  /** Lexical tokens; the longest web operation has a few hundred. Checked while parsing, so a huge query is never built. */
  tokens: 3000,
};

/** The code of every refusal for size, so a client can tell it from a mistake in the query. */
export const OPERATION_TOO_LARGE = 'OPERATION_TOO_LARGE';

/** Marks a refusal as ours, so formatError can give it its code after Apollo wraps it as a validation error. */
export class OperationTooLarge extends Error {}

const refuse = (context: ValidationContext | null, error: GraphQLError) => {
  // graphql-armor prefixes every message with "Syntax Error: ", which these are not.
  const message = `This request is too large: ${error.message.replace(/^Syntax Error: /, '')}`;
  const refusal = new OperationTooLarge(message);
  context?.reportError(
    new GraphQLError(message, { originalError: refusal, extensions: { code: OPERATION_TOO_LARGE } }),
  );
};

const common = { exposeLimits: true, propagateOnRejection: false, onReject: [refuse] };

function armorFor(limits: OperationLimits) {
  return new ApolloArmor({
    maxDepth: { ...common, n: limits.depth },
    costLimit: { ...common, maxCost: limits.cost },
    maxAliases: { ...common, n: limits.aliases },
    maxDirectives: { ...common, n: limits.directives },
    // Counted by graphql-js's parser instead (limitedParseOptions).
    maxTokens: { enabled: false },
    // Hidden on both transports by withoutSuggestions instead.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** graphql-armor's checks as validation rules for the given limits (the test checks the web app against half of them). */
export function operationLimitRulesFor(limits: OperationLimits): readonly ValidationRule[] {
  return armorFor(limits).validationRules;
}

const armor = armorFor(OPERATION_LIMITS);

/** graphql-armor's checks as validation rules, added to graphql-js's own on every transport. */
export const operationLimitRules: readonly ValidationRule[] = armor.validationRules;

/**
 * "Did you mean …?" in an error spells out the schema that introspection keeps hidden: names of
 * fields, arguments, types and enum values. graphql-armor's own plugin misses enum values ('Did you
 * mean the enum value "X"?') and serves Apollo only, so this one rule serves both transports.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/Did you mean [^?]*\?/g, '[Suggestion hidden]');
}

/** Hides suggestions in every error of an HTTP request, with introspection off. */
export const hideFieldSuggestions: readonly ApolloServerPlugin[] = [
  {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) error.message = withoutSuggestions(error.message);
        },
      };
    },
  },
];

/**
 * graphql-js stops parsing past this many tokens (the same check as graphql-armor's max-tokens,
 * but a parse error Apollo answers with 400 rather than a thrown plugin error it answers with 500).
 */
export const limitedParseOptions = { maxTokens: OPERATION_LIMITS.tokens } as const;

/** Apollo's refusal of __schema and __type with introspection off: one error a field, whatever it selects. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          'GraphQL introspection is not allowed on this server, but the query contained __schema or __type.',
          { nodes: [node] },
        ),
      );
    }
  },
});

/**
 * Parse and validate with the limits, for the WebSocket path that Apollo does not serve; without
 * introspection, __schema and __type are refused as Apollo refuses them over HTTP.
 */
export function checkOperation(
  schema: GraphQLSchema,
  query: string,
  { introspection = true }: { introspection?: boolean } = {},
): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, limitedParseOptions);
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The request could not be read.';
    return { errors: [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] };
  }
  const errors = validate(schema, document, [
    ...specifiedRules,
    ...operationLimitRules,
    ...(introspection ? [] : [noIntrospection]),
  ]);
  if (errors.length > 0) {
    return {
      errors: errors.map((e) =>
        e.extensions.code
          ? e
          : new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      ),
    };
  }
  return { document };
}
