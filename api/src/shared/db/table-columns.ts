import type { EntityManager } from 'typeorm';

/** Something raw SQL can run on: the data source's manager or a transaction's. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * A table's columns by the name the code gives each, as SQL reads them: `{ nameBn: 'name_bn' }`;
 * a cast may follow the column (`'closed_on::text'`). Typed against the row, so a field the row
 * has and the list lacks (or the other way round) does not compile.
 */
export type Columns<Row> = { readonly [K in keyof Row]-?: string };

/** `alias.column AS "prefix+name"` for each column: a SELECT list whose rows come back named as the code names them. */
export function selectList<Row>(columns: Columns<Row>, alias: string, prefix = ''): string {
  return Object.entries<string>(columns)
    .map(([name, column]) => `${alias}.${column} AS "${prefix}${name}"`)
    .join(', ');
}

/** One table's part of a joined row, whose fields the SELECT list gave a prefix. */
export function unprefixed<Row>(row: Record<string, unknown>, columns: Columns<Row>, prefix: string): Row {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(columns)) out[name] = row[prefix + name];
  return out as Row;
}
