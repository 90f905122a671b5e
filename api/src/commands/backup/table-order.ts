/** A foreign key: `child` has a column that points at a row of `parent`. */
export interface Reference {
  child: string;
  parent: string;
}

/**
 * The tables in an order that inserts every parent before its children (alphabetical where
 * nothing decides), so a restore never meets a foreign key pointing at a row not yet there.
 * A table pointing at itself is left to the one statement that loads it; a cycle between tables
 * cannot be ordered, and is refused.
 */
export function parentsFirst(tables: string[], references: Reference[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const waiting = [...tables].sort();
  while (waiting.length > 0) {
    const ready = waiting.findIndex((t) => [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready === -1)
      throw new Error(
        `These tables refer to each other in a cycle, which a restore cannot order: ${waiting.join(', ')}`,
      );
    const [table] = waiting.splice(ready, 1);
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}
