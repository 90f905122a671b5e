import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { DoctorEntity } from '../medical/doctor.entity';

/** One hour of a doctor's chamber on one day: how many places it has and how many are taken. */
@Entity({ name: 'appointment_slot' })
@Index('appointment_slot_doctor_day_start_key', ['doctorId', 'day', 'startsAt'], { unique: true })
@Check('appointment_slot_capacity_check', `"capacity" > 0`)
@Check('appointment_slot_booked_check', `"booked" >= 0 AND "booked" <= "capacity"`)
export class AppointmentSlotEntity extends RecordEntity {
  @Column('uuid', { name: 'doctor_id' })
  doctorId: string;

  @ManyToOne(() => DoctorEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'doctor_id', foreignKeyConstraintName: 'appointment_slot_doctor_id_fkey' })
  doctor?: DoctorEntity;

  /** 'YYYY-MM-DD', India's calendar. */
  @Column('date')
  day: string;

  /** 'HH:MM:SS', India time. */
  @Column('time', { name: 'starts_at' })
  startsAt: string;

  /** The doctor's patients per slot when the slot was first booked. */
  @Column('int')
  capacity: number;

  /** Places taken; the CHECK refuses one more than capacity, which is what stops overbooking. */
  @Column('int', { default: 0 })
  booked: number;
}
