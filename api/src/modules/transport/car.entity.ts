import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A car for hire with its driver (usually the owner), charged by the kilometre. */
@Entity({ name: 'car' })
@Index('car_village', ['village'])
@Check('car_seats_check', `"seats" > 0`)
@Check('car_rate_check', `"rate_paise_per_km" >= 0`)
@Check('car_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
export class CarEntity extends RecordEntity {
  @Column('text', { name: 'driver_name' })
  driverName: string;

  @Column('text', { name: 'driver_name_bn', nullable: true })
  driverNameBn: string | null;

  @Column('text', { name: 'driver_name_hi', nullable: true })
  driverNameHi: string | null;

  @Column('text')
  phone: string;

  /** Make and model: 'Maruti Suzuki Dzire', 'Mahindra Bolero'. */
  @Column('text')
  model: string;

  @Column('text', { name: 'model_bn', nullable: true })
  modelBn: string | null;

  @Column('text', { name: 'model_hi', nullable: true })
  modelHi: string | null;

  @Column('text', { name: 'vehicle_number' })
  vehicleNumber: string;

  /** Passenger seats, not counting the driver. */
  @Column('int')
  seats: number;

  @Column('int', { name: 'rate_paise_per_km' })
  ratePaisePerKm: number;

  @Column('text')
  village: string;

  @Column('boolean')
  ac: boolean;

  @Column('boolean', { default: true })
  available: boolean;
}
