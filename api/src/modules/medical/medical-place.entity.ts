import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { MedicalPlaceType } from './medical-place-type';

@Entity({ name: 'medical_place' })
@Index('medical_place_type_name', ['type', 'name'])
@Check('medical_place_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
export class MedicalPlaceEntity extends RecordEntity {
  @Column({ type: 'enum', enum: MedicalPlaceType, enumName: 'medical_place_type' })
  type: MedicalPlaceType;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('text')
  address: string;

  @Column('text', { name: 'address_bn', nullable: true })
  addressBn: string | null;

  @Column('text', { name: 'address_hi', nullable: true })
  addressHi: string | null;

  @Column('text')
  village: string;

  @Column('text')
  phone: string;

  @Column('boolean', { name: 'open_24h', default: false })
  open24h: boolean;

  /** What the place offers, in a line or two: 'X-ray, USG, ECG', 'All groups; component separation'. */
  @Column('text', { nullable: true })
  services: string | null;

  @Column('text', { name: 'services_bn', nullable: true })
  servicesBn: string | null;

  @Column('text', { name: 'services_hi', nullable: true })
  servicesHi: string | null;
}
