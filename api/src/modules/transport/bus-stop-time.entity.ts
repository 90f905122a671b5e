import { Check, Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { BusTripEntity } from './bus-trip.entity';

/** When a trip reaches one of its stops; stop 1 is where it starts. */
@Entity({ name: 'bus_stop_time' })
@Unique('bus_stop_time_trip_order_key', ['tripId', 'stopOrder'])
@Check('bus_stop_time_order_check', `"stop_order" >= 1`)
export class BusStopTimeEntity extends RecordEntity {
  @Column('uuid', { name: 'trip_id' })
  tripId: string;

  @ManyToOne(() => BusTripEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'trip_id', foreignKeyConstraintName: 'bus_stop_time_trip_id_fkey' })
  trip?: BusTripEntity;

  @Column('smallint', { name: 'stop_order' })
  stopOrder: number;

  @Column('text', { name: 'stop_name' })
  stopName: string;

  @Column('text', { name: 'stop_name_bn', nullable: true })
  stopNameBn: string | null;

  @Column('text', { name: 'stop_name_hi', nullable: true })
  stopNameHi: string | null;

  /** Local time, 'HH:MM:SS'. */
  @Column('time', { name: 'arrives_at' })
  arrivesAt: string;
}
