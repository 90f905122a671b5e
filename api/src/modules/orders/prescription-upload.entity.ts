import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A prescription photo received (prescriptions.ts); one that no order claims within a day is deleted. */
@Entity({ name: 'prescription_upload' })
@Index('prescription_upload_created_at', ['createdAt'])
export class PrescriptionUploadEntity {
  /** Its name under UPLOAD_DIR/prescriptions: a random UUID and its kind. */
  @PrimaryColumn('text')
  file: string;

  @Column('integer')
  bytes: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
