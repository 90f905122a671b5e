import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { DoctorEntity } from '../medical/doctor.entity';
import { AppointmentSlotEntity } from './appointment-slot.entity';
import { AppointmentStatus } from './appointment-status';

/** A patient's place in a slot. */
@Entity({ name: 'appointment' })
@Index('appointment_code_key', ['code'], { unique: true })
@Index('appointment_idempotency_key_key', ['idempotencyKey'], { unique: true })
@Index('appointment_slot_id', ['slotId'])
@Index('appointment_doctor_id', ['doctorId'])
@Index('appointment_patient_phone', ['patientPhone', 'createdAt'])
@Check('appointment_patient_phone_check', `"patient_phone" ~ '^[+]91[6-9][0-9]{9}$'`)
@Check('appointment_patient_age_check', `"patient_age" IS NULL OR ("patient_age" BETWEEN 0 AND 130)`)
export class AppointmentEntity extends RecordEntity {
  @Column('text')
  code: string;

  @Column('text', { name: 'idempotency_key' })
  idempotencyKey: string;

  @Column('text')
  fingerprint: string;

  @Column('uuid', { name: 'slot_id' })
  slotId: string;

  @ManyToOne(() => AppointmentSlotEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'slot_id', foreignKeyConstraintName: 'appointment_slot_id_fkey' })
  slot?: AppointmentSlotEntity;

  @Column('uuid', { name: 'doctor_id' })
  doctorId: string;

  @ManyToOne(() => DoctorEntity, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'doctor_id', foreignKeyConstraintName: 'appointment_doctor_id_fkey' })
  doctor?: DoctorEntity;

  @Column('text', { name: 'patient_name' })
  patientName: string;

  @Column('text', { name: 'patient_phone' })
  patientPhone: string;

  @Column('smallint', { name: 'patient_age', nullable: true })
  patientAge: number | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column({ type: 'enum', enum: AppointmentStatus, enumName: 'appointment_status', default: AppointmentStatus.BOOKED })
  status: AppointmentStatus;
}
