import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { MedicalPlaceType } from './medical-place-type';

@ObjectType('MedicalPlace', { description: 'A hospital, clinic, diagnostic centre, blood bank or nursing home.' })
export class MedicalPlace {
  @Field(() => ID)
  id: string;

  @Field(() => MedicalPlaceType)
  type: MedicalPlaceType;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field()
  address: string;

  @Field(() => String, { nullable: true })
  addressBn: string | null;

  @Field(() => String, { nullable: true })
  addressHi: string | null;

  @Field()
  village: string;

  @Field({ description: '+91 and ten digits, ready for a tel: link.' })
  phone: string;

  @Field({ description: 'Open day and night.' })
  open24h: boolean;

  @Field(() => String, { nullable: true, description: 'What the place offers, in a line or two.' })
  services: string | null;

  @Field(() => String, { nullable: true })
  servicesBn: string | null;

  @Field(() => String, { nullable: true })
  servicesHi: string | null;
}

export const MedicalPlaceConnection = Connection(MedicalPlace, 'MedicalPlace');
export type MedicalPlaceConnection = InstanceType<typeof MedicalPlaceConnection>;
