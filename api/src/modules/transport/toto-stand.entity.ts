import { Column, Entity } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A place where totos (e-rickshaws) wait for passengers; drivers are listed by stand. */
@Entity({ name: 'toto_stand' })
export class TotoStandEntity extends RecordEntity {
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('text')
  village: string;

  /** Where exactly, for someone walking there: 'In front of the bus stand, beside the SBI ATM'. */
  @Column('text', { nullable: true })
  landmark: string | null;

  @Column('text', { name: 'landmark_bn', nullable: true })
  landmarkBn: string | null;

  @Column('text', { name: 'landmark_hi', nullable: true })
  landmarkHi: string | null;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
