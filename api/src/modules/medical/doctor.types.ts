import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { Image } from '../media/image.types';

@ObjectType('Doctor', { description: 'A doctor at one chamber, with the days, hours and fee there.' })
export class Doctor {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  /** Read by the specialty field through a per-request loader; not part of the API itself. */
  specialtyId: string | null;

  @Field({ description: 'False for general physicians.' })
  isSpecialist: boolean;

  @Field({ description: "As printed on the prescription pad, e.g. 'MBBS, MD (Paediatrics)'." })
  qualifications: string;

  @Field(() => String, { nullable: true })
  qualificationsBn: string | null;

  @Field(() => String, { nullable: true })
  qualificationsHi: string | null;

  @Field()
  chamberName: string;

  @Field(() => String, { nullable: true })
  chamberNameBn: string | null;

  @Field(() => String, { nullable: true })
  chamberNameHi: string | null;

  @Field()
  chamberAddress: string;

  @Field(() => String, { nullable: true })
  chamberAddressBn: string | null;

  @Field(() => String, { nullable: true })
  chamberAddressHi: string | null;

  @Field()
  village: string;

  @Field(() => [Int], { description: 'Days the doctor sits at this chamber, 0 = Sunday … 6 = Saturday, in order.' })
  visitingDays: number[];

  @Field({ description: 'Visiting hours start, HH:MM (24-hour, India time).' })
  visitFrom: string;

  @Field({ description: 'Visiting hours end, HH:MM (24-hour, India time).' })
  visitTo: string;

  @Field(() => Int, { description: 'Consultation fee in paise.' })
  feePaise: number;

  @Field({ description: 'The chamber number, +91 and ten digits, ready for a tel: link.' })
  phone: string;

  @Field(() => String, {
    nullable: true,
    description: "The doctor's photo, 160 px wide, for a small square beside the name; none unless one has been added.",
  })
  imageUrl: string | null;

  @Field(() => Image, {
    nullable: true,
    description: "The doctor's photo in every width, with its size; none unless one has been added.",
  })
  image: Image | null;
}

export const DoctorConnection = Connection(Doctor, 'Doctor');
export type DoctorConnection = InstanceType<typeof DoctorConnection>;
