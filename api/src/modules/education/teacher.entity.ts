import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { TeacherMode } from './teacher-mode';

/**
 * A private tutor. The finder searches by subject, class and village: subjects are matched with
 * the GIN index `teacher_subjects` (created in SQL, so TypeORM leaves it alone), a class n
 * with class_from <= n <= class_to.
 */
@Entity({ name: 'teacher' })
// A GIN trigram index (gin_trgm_ops), which TypeORM cannot describe: made by the search-text migration.
@Index('teacher_search_text', { synchronize: false })
@Index('teacher_village', ['village'])
@Index('teacher_classes', ['classFrom', 'classTo'])
@Index('teacher_subjects', { synchronize: false })
@Check('teacher_subjects_check', `cardinality("subjects") > 0`)
@Check('teacher_modes_check', `cardinality("modes") > 0`)
@Check('teacher_classes_check', `"class_from" >= 1 AND "class_from" <= "class_to" AND "class_to" <= 12`)
@Check('teacher_fee_check', `"fee_paise" >= 0`)
@Check('teacher_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
export class TeacherEntity extends RecordEntity {
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  /** The names as a search finds them (English, Bengali romanised); kept on every write, never read back. */
  @Column('text', { name: 'search_text', select: false, default: '' })
  searchText?: string;

  /** Subject names as the finder lists them: 'Bengali', 'Mathematics', 'Physical Science', … */
  @Column('text', { array: true })
  subjects: string[];

  /** The same subjects in Bengali, in the same order; none when not written. */
  @Column('text', { name: 'subjects_bn', array: true, nullable: true })
  subjectsBn: string[] | null;

  /** The same subjects in Hindi, in the same order; none when not written. */
  @Column('text', { name: 'subjects_hi', array: true, nullable: true })
  subjectsHi: string[] | null;

  /** Lowest and highest class taught, 1–12 (9–10 is Madhyamik, 11–12 Higher Secondary). */
  @Column('smallint', { name: 'class_from' })
  classFrom: number;

  @Column('smallint', { name: 'class_to' })
  classTo: number;

  @Column('text')
  village: string;

  /** Monthly fee, in paise. */
  @Column('int', { name: 'fee_paise' })
  feePaise: number;

  @Column({ type: 'enum', enum: TeacherMode, enumName: 'teacher_mode', array: true })
  modes: TeacherMode[];

  @Column('text')
  phone: string;

  @Column('text')
  qualifications: string;

  @Column('text', { name: 'qualifications_bn', nullable: true })
  qualificationsBn: string | null;

  @Column('text', { name: 'qualifications_hi', nullable: true })
  qualificationsHi: string | null;

  @Column('boolean', { default: true })
  active: boolean;
}
