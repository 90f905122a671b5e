import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { BusDirection } from './bus-direction';
import { BusRouteEntity } from './bus-route.entity';

/** One scheduled departure on a route, in one direction; its stop times are bus_stop_time rows. */
@Entity({ name: 'bus_trip' })
@Index('bus_trip_route_direction_departs', ['routeId', 'direction', 'departsAt'])
@Check('bus_trip_days_check', `cardinality("days") > 0 AND "days" <@ '{0,1,2,3,4,5,6}'::smallint[]`)
export class BusTripEntity extends RecordEntity {
  @Column('uuid', { name: 'route_id' })
  routeId: string;

  /** A timetable belongs to its route: deleting the route deletes its trips. */
  @ManyToOne(() => BusRouteEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'route_id', foreignKeyConstraintName: 'bus_trip_route_id_fkey' })
  route?: BusRouteEntity;

  @Column({ type: 'enum', enum: BusDirection, enumName: 'bus_direction' })
  direction: BusDirection;

  /** Local time the bus leaves its first stop, 'HH:MM:SS'. */
  @Column('time', { name: 'departs_at' })
  departsAt: string;

  /** Who runs the bus: 'SBSTC', 'Private'. */
  @Column('text')
  operator: string;

  /** The name private buses carry on the front board, if any. */
  @Column('text', { name: 'bus_name', nullable: true })
  busName: string | null;

  @Column('text', { name: 'bus_name_bn', nullable: true })
  busNameBn: string | null;

  @Column('text', { name: 'bus_name_hi', nullable: true })
  busNameHi: string | null;

  /** Days the trip runs, 0 = Sunday … 6 = Saturday (as Date#getDay). */
  @Column('smallint', { array: true, default: () => "'{0,1,2,3,4,5,6}'" })
  days: number[];
}
