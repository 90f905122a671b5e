import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  atLeast,
  atMost,
  notNegative,
  rupeesAtMost,
  said,
  timeOfDay,
  tooLong,
  week,
  weekday,
  wholeNumber,
  yesOrNo,
} from '../../shared/rule-reasons';
import { ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, Query, Resolver, Root } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { badUserInput } from '../../shared/errors';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { UserRole } from '../identity/user-role';
import { AdminDoctor, AdminDoctorConnection } from './doctor-admin.types';
import { DoctorEntity } from './doctor.entity';
import { toDoctor } from './doctor.service';
import { specialtyById } from './medical.loaders';
import { tenDigitNumber } from './medical-record-fields';
import { SpecialtyEntity } from './specialty.entity';
import { Specialty } from './specialty.types';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A fee above this is a typo (paise for rupees), not a village doctor's fee: ₹10,000. */
const MAX_FEE_PAISE = 1_000_000;

@InputType({ description: 'A doctor at one chamber, with the days, hours and fee there, as an admin writes it down.' })
export class DoctorInput {
  @Field()
  @IsNotEmpty(said('Enter the doctor\'s name, such as "Dr. Ananya Sen".', { reason: 'doctorNameRequired' }))
  @MaxLength(100, tooLong('the name', 100))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameHi?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The specialty the doctor is listed under; a specialist must have one.',
  })
  @IsOptional()
  @IsUUID('all', said('Choose a specialty from the list.', { reason: 'specialtyNotFound' }))
  specialtyId?: string | null;

  @Field({
    description: 'False for general physicians: the doctors page lists specialists and general physicians apart.',
  })
  @IsBoolean(yesOrNo())
  isSpecialist: boolean;

  @Field({ description: "As printed on the prescription pad, e.g. 'MBBS, MD (Paediatrics)'." })
  @IsNotEmpty(said('Enter the qualifications, such as "MBBS, MD (Paediatrics)".', { reason: 'qualificationsRequired' }))
  @MaxLength(200, tooLong('the qualifications', 200))
  qualifications: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the qualifications', 200))
  qualificationsBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the qualifications', 200))
  qualificationsHi?: string | null;

  @Field()
  @IsNotEmpty(said('Enter where the doctor sits, such as "Sen Clinic".', { reason: 'chamberNameRequired' }))
  @MaxLength(100, tooLong('the chamber name', 100))
  chamberName: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(100, tooLong('the chamber name', 100))
  chamberNameBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(100, tooLong('the chamber name', 100))
  chamberNameHi?: string | null;

  @Field()
  @IsNotEmpty(said("Enter the chamber's address, so patients can find it.", { reason: 'chamberAddressRequired' }))
  @MaxLength(200, tooLong('the address', 200))
  chamberAddress: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the address', 200))
  chamberAddressBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the address', 200))
  chamberAddressHi?: string | null;

  @Field()
  @IsNotEmpty(said('Enter the village or town of the chamber.', { reason: 'chamberTownRequired' }))
  @MaxLength(60, tooLong('the village', 60))
  village: string;

  @Field(() => [Int], { description: 'Days the doctor sits here, 0 = Sunday … 6 = Saturday.' })
  @ArrayNotEmpty(said('Tick at least one day the doctor sits here.', { reason: 'sittingDaysRequired' }))
  @ArrayMaxSize(7, week())
  @IsInt(weekday())
  @Min(0, weekday())
  @Max(6, weekday())
  visitingDays: number[];

  @Field({ description: 'When visiting hours start, HH:MM (24-hour, India time): the first slot starts then.' })
  @Matches(TIME, timeOfDay('17:00'))
  visitFrom: string;

  @Field({ description: 'When visiting hours end, HH:MM (24-hour, India time).' })
  @Matches(TIME, timeOfDay('20:00'))
  visitTo: string;

  @Field(() => Int, { description: 'Consultation fee in paise.' })
  @IsInt(wholeNumber('Enter the fee in rupees, such as 300.'))
  @Min(0, notNegative('The fee cannot be below ₹0.'))
  @Max(MAX_FEE_PAISE, rupeesAtMost(MAX_FEE_PAISE, 'Enter a fee of ₹10,000 or less.'))
  feePaise: number;

  @Field({ description: 'The chamber number: a mobile, or a landline with its STD code.' })
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  phone: string;

  @Field(() => Int, { description: 'How many patients one hour-long slot takes.' })
  @IsInt(wholeNumber('Enter a whole number, such as 10.'))
  @Min(1, atLeast(1, 'A slot takes at least 1 patient.'))
  @Max(100, atMost(100, 'Use 100 patients a slot or fewer.'))
  patientsPerSlot: number;

  @Field({ description: 'False hides the doctor from customers and from booking; their appointments stay.' })
  @IsBoolean(yesOrNo())
  active: boolean;
}

@ArgsType()
export class AdminDoctorsArgs extends AdminRecordArgs {
  @Field(() => ID, { nullable: true, description: "Only this specialty's doctors." })
  @IsOptional()
  @IsUUID('all', said('Choose a specialty from the list.', { reason: 'specialtyNotFound' }))
  specialtyId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only doctors whose chamber is in this village.' })
  @IsOptional()
  @MaxLength(60, tooLong('the village', 60))
  village?: string | null;
}

/**
 * The schedule as the booking code reads it (appointments.service, slot-times): at least one
 * day, each once; hours that end after they start, so there is at least one slot. Stored as
 * HH:MM:SS, as the table gives it back, so the trail shows only real changes.
 */
function schedule(input: DoctorInput): Pick<DoctorEntity, 'visitingDays' | 'visitFrom' | 'visitTo'> {
  if (input.visitTo <= input.visitFrom)
    throw badUserInput('Visiting hours must end after they start.', 'visitTo', { reason: 'visitHoursOrder' });
  return {
    visitingDays: [...new Set(input.visitingDays)].sort((a, b) => a - b),
    visitFrom: `${input.visitFrom}:00`,
    visitTo: `${input.visitTo}:00`,
  };
}

export const doctorKind: RecordKind<DoctorEntity, DoctorInput, AdminDoctor, AdminDoctorsArgs> = {
  entity: DoctorEntity,
  noun: 'doctor',
  auditType: AuditEntity.DOCTOR,
  alias: 'd',
  fields: async (input, tx) => {
    const specialtyId = input.specialtyId || null;
    if (specialtyId && !(await tx.existsBy(SpecialtyEntity, { id: specialtyId })))
      throw badUserInput('There is no such specialty; choose one from the list.', 'specialtyId', {
        reason: 'specialtyNotFound',
      });
    if (input.isSpecialist && !specialtyId)
      throw badUserInput('A specialist is listed under a specialty: choose one.', 'specialtyId', {
        reason: 'specialtyRequired',
      });
    return {
      name: requiredText(input.name, 'name', 'Enter the doctor\'s name, such as "Dr. Ananya Sen".', {
        reason: 'doctorNameRequired',
      }),
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      specialtyId,
      isSpecialist: input.isSpecialist,
      qualifications: requiredText(
        input.qualifications,
        'qualifications',
        'Enter the qualifications, such as "MBBS, MD (Paediatrics)".',
        { reason: 'qualificationsRequired' },
      ),
      qualificationsBn: optionalText(input.qualificationsBn),
      qualificationsHi: optionalText(input.qualificationsHi),
      chamberName: requiredText(
        input.chamberName,
        'chamberName',
        'Enter where the doctor sits, such as "Sen Clinic".',
        { reason: 'chamberNameRequired' },
      ),
      chamberNameBn: optionalText(input.chamberNameBn),
      chamberNameHi: optionalText(input.chamberNameHi),
      chamberAddress: requiredText(
        input.chamberAddress,
        'chamberAddress',
        "Enter the chamber's address, so patients can find it.",
        { reason: 'chamberAddressRequired' },
      ),
      chamberAddressBn: optionalText(input.chamberAddressBn),
      chamberAddressHi: optionalText(input.chamberAddressHi),
      village: requiredText(input.village, 'village', 'Enter the village or town of the chamber.', {
        reason: 'chamberTownRequired',
      }),
      ...schedule(input),
      feePaise: input.feePaise,
      phone: tenDigitNumber(input.phone, 'phone'),
      patientsPerSlot: input.patientsPerSlot,
      active: input.active,
    };
  },
  toNode: (row) => ({ ...toDoctor(row), patientsPerSlot: row.patientsPerSlot, active: row.active }),
  list: {
    sort: { expression: 'lower(d.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['d.name', 'd.name_bn', 'd.name_hi', 'd.qualifications', 'd.chamber_name', 'd.village', 'd.phone'],
    filter: (query, args) => {
      if (args.specialtyId) query.andWhere('d.specialty_id = :specialtyId', { specialtyId: args.specialtyId });
      if (args.village?.trim()) query.andWhere('d.village = :village', { village: args.village.trim() });
    },
  },
  references: [
    {
      table: 'appointment',
      column: 'doctor_id',
      reason:
        'Appointments are booked with this doctor, so the doctor cannot be deleted. Hide them instead (untick "Shown to patients").',
      why: { reason: 'doctorHasAppointments' },
    },
    {
      table: 'appointment_slot',
      column: 'doctor_id',
      reason:
        'Appointments are booked with this doctor, so the doctor cannot be deleted. Hide them instead (untick "Shown to patients").',
      why: { reason: 'doctorHasAppointments' },
    },
  ],
};

export const DoctorAdminResolver = recordAdminResolver(doctorKind, {
  name: 'Doctor',
  plural: 'Doctors',
  node: AdminDoctor,
  input: DoctorInput,
  connection: AdminDoctorConnection,
  args: AdminDoctorsArgs,
});

/** What the admin doctors screen reads besides the list: a doctor's specialty, the villages to filter by. */
@Resolver(() => AdminDoctor)
export class AdminDoctorFieldsResolver {
  @Roles(UserRole.ADMIN)
  @Query(() => [String], {
    description: 'The villages doctors sit in, hidden doctors too, by name: the admin list filters by them.',
  })
  async adminDoctorVillages(@Ctx() ctx: RequestContext): Promise<string[]> {
    const rows: Array<{ village: string }> = await ctx.db.query('SELECT DISTINCT village FROM doctor ORDER BY village');
    return rows.map((row) => row.village);
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The specialty the doctor is listed under; none for a general physician without one.',
  })
  specialtyId(@Root() doctor: AdminDoctor): string | null {
    return doctor.specialtyId;
  }

  @FieldResolver(() => Specialty, { nullable: true })
  async specialty(@Ctx() ctx: RequestContext, @Root() doctor: AdminDoctor): Promise<Specialty | null> {
    return doctor.specialtyId ? specialtyById(ctx).load(doctor.specialtyId) : null;
  }
}
