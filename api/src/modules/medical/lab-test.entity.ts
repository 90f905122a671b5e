import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { VendorEntity } from '../catalog/vendor.entity';

/** A test a lab offers, at that lab's price. The same test at two labs is two rows. */
@Entity({ name: 'lab_test' })
@Index('lab_test_vendor_id', ['vendorId'])
@Index('lab_test_name', ['name'])
@Check('lab_test_price_check', `"price_paise" >= 0`)
export class LabTestEntity extends RecordEntity {
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('int', { name: 'price_paise' })
  pricePaise: number;

  /** What is collected: 'Blood', 'Urine', … */
  @Column('text')
  sample: string;

  @Column('text', { name: 'sample_bn', nullable: true })
  sampleBn: string | null;

  @Column('text', { name: 'sample_hi', nullable: true })
  sampleHi: string | null;

  /** What the patient must do before, e.g. 'Fasting 10–12 hours'; none when nothing is needed. */
  @Column('text', { nullable: true })
  preparation: string | null;

  @Column('text', { name: 'preparation_bn', nullable: true })
  preparationBn: string | null;

  @Column('text', { name: 'preparation_hi', nullable: true })
  preparationHi: string | null;

  /** When the report is ready, in words: 'Same day, 6 pm', 'Next day'. */
  @Column('text', { name: 'report_time' })
  reportTime: string;

  @Column('text', { name: 'report_time_bn', nullable: true })
  reportTimeBn: string | null;

  @Column('text', { name: 'report_time_hi', nullable: true })
  reportTimeHi: string | null;

  @Column('boolean', { name: 'home_collection', default: false })
  homeCollection: boolean;

  /** The LAB vendor that runs the test and receives its bookings; none for a test not yet assigned. */
  @Column('uuid', { name: 'vendor_id', nullable: true })
  vendorId: string | null;

  @ManyToOne(() => VendorEntity, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendor_id', foreignKeyConstraintName: 'lab_test_vendor_id_fkey' })
  vendor?: VendorEntity | null;

  @Column('boolean', { default: true })
  active: boolean;
}
