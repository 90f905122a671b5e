import { Field, ID, Int, ObjectType } from 'type-graphql';
import { VendorCategory } from './vendor-category';

@ObjectType('Vendor', { description: 'A shop, kitchen, pharmacy or lab that sells through Haat.' })
export class Vendor {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => VendorCategory)
  category: VendorCategory;

  @Field()
  village: string;

  @Field({ description: 'Opening time, HH:MM (24-hour, India time).' })
  opensAt: string;

  @Field({ description: 'Closing time, HH:MM (24-hour, India time).' })
  closesAt: string;

  @Field(() => [Int], { description: 'Weekdays the shop stays shut, 0 = Sunday.' })
  closedDays: number[];
}
