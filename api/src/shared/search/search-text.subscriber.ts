import { EventSubscriber, type EntitySubscriberInterface, type InsertEvent, type UpdateEvent } from 'typeorm';
import { searchTextOf } from './search-text';

/** The tables a search finds by name, each with a `search_text` the application keeps. */
export const SEARCHABLE_TABLES = ['product', 'doctor', 'teacher', 'service_provider'] as const;

type Named = { name?: string | null; nameBn?: string | null; searchText?: string };

/**
 * Keeps `search_text` whenever TypeORM writes a searchable record's names (admin edits, the seed):
 * the English name and the Bengali one, romanised. Hand-written SQL writes set it themselves.
 */
@EventSubscriber()
export class SearchTextSubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<Named>): void {
    if (!isSearchable(event.metadata.tableName) || !event.entity) return;
    event.entity.searchText = searchTextOf(event.entity.name, event.entity.nameBn);
  }

  beforeUpdate(event: UpdateEvent<Named>): void {
    const entity = event.entity as Named | undefined;
    if (!isSearchable(event.metadata.tableName) || !entity) return;
    if (entity.name === undefined && entity.nameBn === undefined) return;
    // An update that names one of the two keeps the other as it was loaded, when TypeORM has it.
    const before = event.databaseEntity ?? {};
    entity.searchText = searchTextOf(
      entity.name ?? before.name,
      entity.nameBn === undefined ? before.nameBn : entity.nameBn,
    );
  }
}

function isSearchable(table: string): boolean {
  return (SEARCHABLE_TABLES as readonly string[]).includes(table);
}
