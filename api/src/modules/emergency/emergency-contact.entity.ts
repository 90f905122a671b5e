import { Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { EmergencyGroup } from './emergency-group';

@Entity({ name: 'emergency_contact' })
@Index('emergency_contact_group_sort', ['group', 'sortOrder'])
export class EmergencyContactEntity extends RecordEntity {
  @Column({ type: 'enum', enum: EmergencyGroup, enumName: 'emergency_group' })
  group: EmergencyGroup;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  /** E.164, e.g. +913463252222, or a short national number such as 112. */
  @Column('text')
  phone: string;

  @Column('text', { name: 'alt_phone', nullable: true })
  altPhone: string | null;

  @Column('text', { nullable: true })
  area: string | null;

  @Column('text', { name: 'area_bn', nullable: true })
  areaBn: string | null;

  @Column('boolean', { name: 'available_24h', default: false })
  available24h: boolean;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
