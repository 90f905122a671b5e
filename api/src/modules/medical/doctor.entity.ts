import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { SpecialtyEntity } from './specialty.entity';

/**
 * A doctor at one chamber: a doctor who sits at two chambers has two rows, each with its own
 * days, hours and fee, because appointments are booked per chamber.
 */
@Entity({ name: 'doctor' })
// A GIN trigram index (gin_trgm_ops), which TypeORM cannot describe: made by the search-text migration.
@Index('doctor_search_text', { synchronize: false })
@Index('doctor_specialty_id', ['specialtyId'])
@Index('doctor_is_specialist_name', ['isSpecialist', 'name'])
@Index('doctor_village', ['village'])
@Check('doctor_specialist_check', `NOT "is_specialist" OR "specialty_id" IS NOT NULL`)
@Check(
  'doctor_visiting_days_check',
  `cardinality("visiting_days") > 0 AND "visiting_days" <@ '{0,1,2,3,4,5,6}'::smallint[]`,
)
@Check('doctor_visiting_hours_check', `"visit_from" < "visit_to"`)
@Check('doctor_fee_check', `"fee_paise" >= 0`)
@Check('doctor_patients_per_slot_check', `"patients_per_slot" > 0`)
@Check('doctor_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
@Check(
  'doctor_image_size_check',
  `("image_width" > 0 AND "image_height" > 0) OR ("image_width" IS NULL AND "image_height" IS NULL)`,
)
export class DoctorEntity extends RecordEntity {
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  /** The names as a search finds them (English, Bengali romanised); kept on every write, never read back. */
  @Column('text', { name: 'search_text', select: false, default: '' })
  searchText?: string;

  @Column('uuid', { name: 'specialty_id', nullable: true })
  specialtyId: string | null;

  @ManyToOne(() => SpecialtyEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'specialty_id', foreignKeyConstraintName: 'doctor_specialty_id_fkey' })
  specialty?: SpecialtyEntity | null;

  /** False for general physicians: the doctors page's Specialist / General toggle. */
  @Column('boolean', { name: 'is_specialist', default: false })
  isSpecialist: boolean;

  /** As printed on the prescription pad, e.g. 'MBBS, MD (Paediatrics)'. */
  @Column('text')
  qualifications: string;

  @Column('text', { name: 'qualifications_bn', nullable: true })
  qualificationsBn: string | null;

  @Column('text', { name: 'qualifications_hi', nullable: true })
  qualificationsHi: string | null;

  @Column('text', { name: 'chamber_name' })
  chamberName: string;

  @Column('text', { name: 'chamber_name_bn', nullable: true })
  chamberNameBn: string | null;

  @Column('text', { name: 'chamber_name_hi', nullable: true })
  chamberNameHi: string | null;

  @Column('text', { name: 'chamber_address' })
  chamberAddress: string;

  @Column('text', { name: 'chamber_address_bn', nullable: true })
  chamberAddressBn: string | null;

  @Column('text', { name: 'chamber_address_hi', nullable: true })
  chamberAddressHi: string | null;

  @Column('text')
  village: string;

  /** Days the doctor sits at this chamber, 0 = Sunday … 6 = Saturday (as Date#getDay). */
  @Column('smallint', { name: 'visiting_days', array: true })
  visitingDays: number[];

  /** Local time, 'HH:MM:SS'. */
  @Column('time', { name: 'visit_from' })
  visitFrom: string;

  @Column('time', { name: 'visit_to' })
  visitTo: string;

  @Column('int', { name: 'fee_paise' })
  feePaise: number;

  @Column('text')
  phone: string;

  /** How many patients one appointment slot takes before it is full. */
  @Column('int', { name: 'patients_per_slot', default: 10 })
  patientsPerSlot: number;

  /** File name of the doctor's photo: a seeded picture, or one uploaded (d-<uuid>.jpg|png|webp). */
  @Column('text', { nullable: true })
  image: string | null;

  /** The uploaded photo's pixel size, so a page can keep its place; null for a seeded picture. */
  @Column('int', { name: 'image_width', nullable: true })
  imageWidth: number | null;

  @Column('int', { name: 'image_height', nullable: true })
  imageHeight: number | null;

  @Column('boolean', { default: true })
  active: boolean;
}
