import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/**
 * A tradesperson or small business on the /service/{type} pages. The type is a slug
 * ('electrician', 'mobile-repair', …) rather than an enum, so an admin can open a new trade
 * without a migration.
 */
@Entity({ name: 'service_provider' })
// A GIN trigram index (gin_trgm_ops), which TypeORM cannot describe: made by the search-text migration.
@Index('service_provider_search_text', { synchronize: false })
@Index('service_provider_type_village', ['type', 'village'])
@Check('service_provider_type_check', `"type" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
@Check('service_provider_visit_charge_check', `"visit_charge_paise" >= 0`)
@Check('service_provider_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
export class ServiceProviderEntity extends RecordEntity {
  @Column('text')
  type: string;

  /** The person's or the business's name. */
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  /** The names as a search finds them (English, Bengali romanised); kept on every write, never read back. */
  @Column('text', { name: 'search_text', select: false, default: '' })
  searchText?: string;

  @Column('text')
  village: string;

  @Column('text')
  phone: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'description_bn', nullable: true })
  descriptionBn: string | null;

  @Column('text', { name: 'description_hi', nullable: true })
  descriptionHi: string | null;

  /** What a home visit costs before any work, in paise; unknown or free when empty. */
  @Column('int', { name: 'visit_charge_paise', nullable: true })
  visitChargePaise: number | null;

  @Column('boolean', { default: true })
  active: boolean;
}
