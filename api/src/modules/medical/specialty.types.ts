import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Specialty', { description: 'A branch of medicine doctors are listed under.' })
export class Specialty {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The URL segment of /medical/doctor/doctorDetails/{slug}.' })
  slug: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field(() => Int, { description: 'Where it comes in lists: lower first.' })
  sortOrder: number;
}
