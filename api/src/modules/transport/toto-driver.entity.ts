import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { TotoStandEntity } from './toto-stand.entity';

@Entity({ name: 'toto_driver' })
@Index('toto_driver_stand_id', ['standId'])
@Check('toto_driver_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
export class TotoDriverEntity extends RecordEntity {
  @Column('uuid', { name: 'stand_id' })
  standId: string;

  /** A stand with drivers cannot be deleted until they are moved, so nobody drops off the list by accident. */
  @ManyToOne(() => TotoStandEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'stand_id', foreignKeyConstraintName: 'toto_driver_stand_id_fkey' })
  stand?: TotoStandEntity;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('text')
  phone: string;

  /** Registration as painted on the vehicle, e.g. 'WB 53 E 4821'. */
  @Column('text', { name: 'vehicle_number' })
  vehicleNumber: string;

  @Column('boolean', { default: true })
  available: boolean;
}
