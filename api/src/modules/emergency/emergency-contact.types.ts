import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EmergencyGroup } from './emergency-group';

@ObjectType('EmergencyContact', { description: 'A number to call in an emergency.' })
export class EmergencyContact {
  @Field(() => ID)
  id: string;

  @Field(() => EmergencyGroup)
  group: EmergencyGroup;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'The name in Bengali, where it has one.' })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field({ description: 'The number to dial, ready for a tel: link.' })
  phone: string;

  @Field(() => String, { nullable: true })
  altPhone: string | null;

  @Field(() => String, { nullable: true, description: 'Village, town or area served.' })
  area: string | null;

  @Field(() => String, { nullable: true })
  areaBn: string | null;

  @Field({ description: 'Answers day and night.' })
  available24h: boolean;

  @Field(() => Int, { description: 'Where it comes in its group: lower first.' })
  sortOrder: number;
}
