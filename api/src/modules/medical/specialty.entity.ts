import { Check, Column, Entity, Unique } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A branch of medicine doctors are listed under; the slug is the one in /medical/doctor/doctorDetails/{spec}. */
@Entity({ name: 'specialty' })
@Unique('specialty_slug_key', ['slug'])
@Check('specialty_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
export class SpecialtyEntity extends RecordEntity {
  @Column('text')
  slug: string;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
