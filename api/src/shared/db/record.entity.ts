import { CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What every table has: a UUID chosen by the app (or the seed), and when the row was made and last changed. */
export abstract class RecordEntity {
  @PrimaryColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
