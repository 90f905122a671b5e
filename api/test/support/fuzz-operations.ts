import fc from 'fast-check';
import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { toLiteral, type ValueArbitraries } from './fuzz-values';

/** One GraphQL request the fuzz sends: the document, its variables, and which root field it aims at. */
export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
}

export type RootKind = 'query' | 'mutation' | 'subscription';

/** How deep the generated selections go below the root field; the schema's depth limit is 20. */
const MAX_SELECTION_DEPTH = 5;
/** Fields picked per object, so a selection grows deep rather than only wide. */
const MAX_FIELDS_PER_OBJECT = 5;

/**
 * Random operations on one root field, built from the schema: every argument given a value from
 * its type (as a variable, or written in as a literal), sometimes one left out or wrong, and a
 * random selection of the result, nested up to MAX_SELECTION_DEPTH with arguments on nested fields.
 */
export class OperationArbitraries {
  private readonly selections = new Map<string, fc.Arbitrary<string>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly values: ValueArbitraries,
  ) {}

  operation(kind: RootKind, field: GraphQLField<unknown, unknown>): fc.Arbitrary<FuzzOperation> {
    const args = fc.tuple(...field.args.map((arg) => this.argument(arg)));
    const depth = fc.integer({ min: 0, max: MAX_SELECTION_DEPTH });
    return fc
      .tuple(
        args,
        depth.chain((d) => this.selection(field.type, d)),
      )
      .map(([given, selection]) => {
        const declarations: string[] = [];
        const passed: string[] = [];
        const variables: Record<string, unknown> = {};
        given.forEach((arg, i) => {
          if (arg.how === 'omit') return;
          const { name, type } = field.args[i];
          if (arg.how === 'literal') {
            passed.push(`${name}: ${toLiteral(arg.value, type)}`);
            return;
          }
          declarations.push(`$${name}: ${String(type)}`);
          passed.push(`${name}: $${name}`);
          if (arg.value !== undefined) variables[name] = arg.value;
        });
        const vars = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
        const call = passed.length > 0 ? `(${passed.join(', ')})` : '';
        return { query: `${kind} Fuzz${vars} { ${field.name}${call}${selection} }`, variables };
      });
  }

  /** How one root argument is given: a variable (mostly), a literal, or not at all. */
  private argument(arg: GraphQLArgument): fc.Arbitrary<{ how: 'variable' | 'literal' | 'omit'; value?: unknown }> {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    return fc.oneof(
      { weight: 12, arbitrary: this.values.shaped(arg.type).map((value) => ({ how: 'variable' as const, value })) },
      { weight: 3, arbitrary: this.values.broken(arg.type).map((value) => ({ how: 'variable' as const, value })) },
      { weight: 3, arbitrary: this.values.shaped(arg.type).map((value) => ({ how: 'literal' as const, value })) },
      { weight: 1, arbitrary: this.values.broken(arg.type).map((value) => ({ how: 'literal' as const, value })) },
      // A required one left out is a validation error; an optional one left out takes its default.
      { weight: required ? 1 : 4, arbitrary: fc.constant({ how: 'omit' as const }) },
    );
  }

  /** A selection set for `type` (empty for a scalar or enum), `depth` levels of objects deep at most. */
  selection(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
    const named = getNamedType(type);
    if (isLeafType(named)) return fc.constant('');
    const key = `${named.name}@${depth}`;
    let arb = this.selections.get(key);
    if (!arb) {
      arb = this.buildSelection(named, depth);
      this.selections.set(key, arb);
    }
    return arb;
  }

  private buildSelection(named: GraphQLNamedType, depth: number): fc.Arbitrary<string> {
    if (isAbstractType(named)) {
      // A union or interface: its __typename and a fragment on each kind it can be.
      const kinds = this.schema.getPossibleTypes(named);
      return fc
        .tuple(...kinds.map((kind) => this.selection(kind, depth)))
        .map((parts) => ` { __typename ${parts.map((part, i) => `... on ${kinds[i].name}${part}`).join(' ')} }`);
    }
    if (!isObjectType(named)) return fc.constant(' { __typename }');
    const fields = Object.values(named.getFields());
    // At the bottom, only leaves: an object there would need a selection of its own.
    const usable = depth > 0 ? fields : fields.filter((f) => isLeafType(getNamedType(f.type)));
    if (usable.length === 0) return fc.constant(' { __typename }');
    return fc
      .subarray(usable, { minLength: 1, maxLength: Math.min(MAX_FIELDS_PER_OBJECT, usable.length) })
      .chain((picked) => fc.tuple(...picked.map((f) => this.nestedField(f, depth - 1))))
      .map((parts) => ` { ${parts.join(' ')} }`);
  }

  /** A field inside a selection: its required arguments (and some optional ones) as literals. */
  private nestedField(field: GraphQLField<unknown, unknown>, depth: number): fc.Arbitrary<string> {
    const args = fc.tuple(
      ...field.args.map((arg) => {
        const value = this.values
          .shaped(arg.type)
          .map((v) => (v === undefined ? null : `${arg.name}: ${toLiteral(v, arg.type)}`));
        return isNonNullType(arg.type) && arg.defaultValue === undefined ? value : fc.option(value, { nil: null });
      }),
    );
    return fc.tuple(args, this.selection(field.type, Math.max(depth, 0))).map(([given, selection]) => {
      const list = given.filter((a): a is string => a !== null);
      return `${field.name}${list.length > 0 ? `(${list.join(', ')})` : ''}${selection}`;
    });
  }
}
