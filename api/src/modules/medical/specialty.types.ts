import { Field, ID, ObjectType } from 'type-graphql';

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
}
