import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';

@ObjectType('ServiceType', { description: 'A trade on the /service/{slug} pages, with how many offer it.' })
export class ServiceType {
  @Field({ description: "'electrician', 'mobile-repair', …" })
  slug: string;

  @Field(() => Int)
  providerCount: number;
}

@ObjectType('ServiceProvider', { description: 'A tradesperson or small business to call for work at home.' })
export class ServiceProvider {
  @Field(() => ID)
  id: string;

  @Field({ description: "The trade's slug." })
  type: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field()
  village: string;

  @Field({ description: 'The number to dial, ready for a tel: link.' })
  phone: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  descriptionBn: string | null;

  @Field(() => String, { nullable: true })
  descriptionHi: string | null;

  @Field(() => Int, { nullable: true, description: 'What a home visit costs before any work, in paise.' })
  visitChargePaise: number | null;

  @Field({ description: 'Shown on the services pages; only admins see those who are not.' })
  active: boolean;
}

export const ServiceProviderConnection = Connection(ServiceProvider, 'ServiceProvider');
