import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLNamedInputType,
} from 'graphql';

/**
 * fast-check arbitraries for GraphQL argument values, derived from the argument's type alone, so a
 * new argument or input field is fuzzed without anyone listing it.
 *
 * `shaped` values have the right GraphQL type but arbitrary content (empty, huge, unicode, ids
 * that exist and ids that do not, dates far out of range): they pass graphql-js's coercion and
 * reach our validation and resolvers. `broken` values are wrong in exactly one place (a wrong
 * type, a null where one is required, a missing or unknown input field), so each one tests one
 * refusal rather than tripping on the first of many.
 */
export interface ValueSources {
  /** Ids that exist in the database (seeded rows), so resolvers get past "not found". */
  ids: readonly string[];
}

/** Strings that have broken servers before: NUL bytes, lone surrogates, LIKE wildcards, SQL, paths. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '%',
  '_',
  '\\',
  "'; DROP TABLE app_user; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '🏃‍♀️👨‍👩‍👧',
  'হাট বাজার',
  'NaN',
  '-1',
  '1e309',
  'null',
  '2026-02-30',
  '+919876543210',
  '9876543210',
  'admin@haat.test',
  '00000000-0000-0000-0000-000000000000',
];

const INT_BOUNDS = [0, 1, -1, 2, 50, 100, 101, 2_147_483_647, -2_147_483_648];

/** Up to ~200 kB: big enough to find unbounded columns and regexes, small enough to stay under the 1 MB body limit. */
const hugeString = fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'ঢ'.repeat(Math.floor(n / 3)));

/**
 * Page cursors as the API makes them (base64url of `[sortValue, id]`), with values of every kind:
 * random text would almost never decode, so the checks after decoding would go untried.
 */
const cursorArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.string({ maxLength: 12 }).map((v) => JSON.stringify(v)),
      fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(String),
      fc.constantFrom(
        '1e400',
        '-1e400',
        '"2026-01-01T00:00:00.000Z"',
        '"-271821-04-20T00:00:00.000Z"',
        '"\\u0000"',
        'null',
        '[]',
        '{}',
      ),
    ),
    fc.oneof(
      fc.uuid().map((id) => JSON.stringify(id)),
      fc.constantFrom(`"${'-'.repeat(36)}"`, `"${'f'.repeat(36)}"`, '""', '1'),
    ),
  )
  .map(([value, id]) => Buffer.from(`[${value},${id}]`).toString('base64url'));

function stringArb(sources: ValueSources): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...(sources.ids.length > 0 ? sources.ids : NASTY_STRINGS)) },
    { weight: 2, arbitrary: cursorArb },
    { weight: 1, arbitrary: hugeString },
  );
}

function idArb(sources: ValueSources): fc.Arbitrary<string | number> {
  return fc.oneof(
    { weight: 4, arbitrary: sources.ids.length > 0 ? fc.constantFrom(...sources.ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    // GraphQL's ID takes an integer too.
    { weight: 1, arbitrary: fc.integer() },
  );
}

const intArb = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 120 }) },
  { weight: 2, arbitrary: fc.constantFrom(...INT_BOUNDS) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Real instants from far before to far after PostgreSQL's range, and strings near misses of ISO. */
const dateArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2026-02-30T00:00:00Z',
      'yesterday',
      '',
      '2026-01-01',
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
    ),
  },
);

const jsonObjectArb = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });

function scalarArb(name: string, sources: ValueSources): fc.Arbitrary<unknown> {
  switch (name) {
    case 'String':
      return stringArb(sources);
    case 'ID':
      return idArb(sources);
    case 'Int':
      return intArb;
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), intArb);
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return dateArb;
    case 'JSONObject':
      return jsonObjectArb;
    default:
      // A scalar added later: still fuzzed, with anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Any JSON value of the wrong kind for most types: the broken branch picks from these. */
const anyWrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.constantFrom(1.5, -0.5, 2_147_483_648, -2_147_483_649, 1e20),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

const MAX_INPUT_DEPTH = 4;

export class ValueArbitraries {
  private readonly cache = new Map<string, fc.Arbitrary<unknown>>();

  constructor(private readonly sources: ValueSources) {}

  /** A well-typed value of `type` with arbitrary content. */
  shaped(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
    const key = `${String(type)}@${depth}`;
    let arb = this.cache.get(key);
    if (!arb) {
      arb = this.buildShaped(type, depth);
      this.cache.set(key, arb);
    }
    return arb;
  }

  /** A value of `type` wrong in exactly one place. */
  broken(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
    if (isNonNullType(type)) return fc.oneof(fc.constant(null), this.broken(type.ofType, depth));
    if (isListType(type)) {
      return fc.oneof(
        fc
          .tuple(fc.array(this.shaped(type.ofType, depth + 1), { maxLength: 2 }), this.broken(type.ofType, depth + 1))
          .map(([ok, bad]) => [...ok, bad]),
        anyWrong.filter((v) => !Array.isArray(v)),
      );
    }
    return this.brokenNamed(type, depth);
  }

  private buildShaped(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
    if (isNonNullType(type)) return this.shapedNamedOrList(type.ofType, depth);
    // A nullable value: mostly given, sometimes null or left out.
    return fc.oneof(
      { weight: 6, arbitrary: this.shapedNamedOrList(type, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }

  private shapedNamedOrList(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
    if (isListType(type)) {
      const item = this.shaped(type.ofType, depth + 1);
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.constant([]) },
        // Long lists: hundreds of lines in an order, of ids in a lookup.
        { weight: 1, arbitrary: fc.array(item, { minLength: 100, maxLength: 600, size: 'max' }) },
      );
    }
    return this.shapedNamed(type, depth);
  }

  private shapedNamed(type: GraphQLNamedInputType, depth: number): fc.Arbitrary<unknown> {
    if (isScalarType(type)) return scalarArb(type.name, this.sources);
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      if (depth > MAX_INPUT_DEPTH) return fc.constant({});
      const fields = Object.values(type.getFields());
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const field of fields) record[field.name] = this.shaped(field.type, depth + 1);
      const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
      return fc.record(record, { requiredKeys: required });
    }
    return fc.constant(null);
  }

  private brokenNamed(type: GraphQLNamedInputType, depth: number): fc.Arbitrary<unknown> {
    if (isScalarType(type)) {
      const wrong: Record<string, (v: unknown) => boolean> = {
        String: (v) => typeof v !== 'string',
        ID: (v) => typeof v !== 'string' && !Number.isInteger(v),
        Int: (v) => !(Number.isInteger(v) && Math.abs(v as number) < 2 ** 31),
        Boolean: (v) => typeof v !== 'boolean',
        Float: (v) => typeof v !== 'number',
      };
      const isWrong = wrong[type.name] ?? (() => true);
      return anyWrong.filter((v) => v !== null && isWrong(v));
    }
    if (isEnumType(type)) {
      const names = new Set(type.getValues().map((v) => v.name));
      // Unknown names, valid names in the wrong case, and numbers (an enum's index, as some clients send).
      const misspelt = [...names].map((n) => n.toLowerCase()).filter((n) => !names.has(n));
      return fc.oneof(
        fc.string({ maxLength: 12 }).filter((s) => !names.has(s)),
        fc.constantFrom(...(misspelt.length > 0 ? misspelt : ['unknown_value'])),
        fc.integer(),
      );
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const whole = this.shapedNamed(type, depth) as fc.Arbitrary<Record<string, unknown>>;
      const choices: Array<fc.Arbitrary<unknown>> = [
        // An unknown field.
        fc
          .tuple(
            whole,
            fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !(k in type.getFields())),
          )
          .map(([v, k]) => ({ ...v, [k]: 1 })),
        anyWrong.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
      ];
      const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
      if (required.length > 0) {
        // A required field left out.
        choices.push(
          fc
            .tuple(whole, fc.constantFrom(...required))
            .map(([v, f]) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== f.name))),
        );
      }
      if (fields.length > 0 && depth <= MAX_INPUT_DEPTH) {
        // One field wrong, the rest right.
        choices.push(
          fc
            .constantFrom(...fields)
            .chain((f) => fc.tuple(whole, fc.constant(f.name), this.broken(f.type, depth + 1)))
            .map(([v, name, bad]) => ({ ...v, [name]: bad })),
        );
      }
      return fc.oneof(...choices);
    }
    return anyWrong;
  }
}

/**
 * A value as a GraphQL literal, for arguments written into the query rather than sent as
 * variables (a different path through graphql-js: valueFromAST instead of coerceInputValue).
 */
export function toLiteral(value: unknown, type: GraphQLInputType): string {
  const named = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const item = isListType(named) ? named.ofType : named;
    return `[${value.map((v) => toLiteral(v, item)).join(', ')}]`;
  }
  if (typeof value === 'string') {
    if (isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) && !['true', 'false', 'null'].includes(value))
      return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, v]) => `${k}: ${toLiteral(v, fields[k]?.type ?? named)}`);
    return `{${entries.join(', ')}}`;
  }
  return 'null';
}
