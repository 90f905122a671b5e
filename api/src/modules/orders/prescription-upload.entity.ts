import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A prescription photo received (prescriptions.ts); one that no order claims within a day is deleted. */
@Entity({ name: 'prescription_upload' })
@Index('prescription_upload_created_at', ['createdAt'])
@Index('prescription_upload_client_key', ['clientKey'], { unique: true, where: '"client_key" IS NOT NULL' })
export class PrescriptionUploadEntity {
  /** Its name under UPLOAD_DIR/prescriptions: a random UUID and its kind. */
  @PrimaryColumn('text')
  file: string;

  /** The key the phone made for this upload: the same key sent again gets this photo back. */
  @Column('text', { name: 'client_key', nullable: true })
  clientKey: string | null;

  @Column('integer')
  bytes: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
