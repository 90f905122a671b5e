import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { VendorCategory } from './vendor-category';

// Plain fields read the row as it is: no per-field middleware when a page lists many shops.
@ObjectType('Vendor', {
  description: 'A shop, kitchen, pharmacy or lab that sells through Haat.',
  simpleResolvers: true,
})
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

  @Field({ description: 'Where to find the shop, as a person would give directions.' })
  address: string;

  @Field(() => String, { nullable: true, description: 'The address in Bengali, where it has one.' })
  addressBn: string | null;

  @Field({ description: "The shop's number, +91 and ten digits, ready for a tel: link." })
  phone: string;

  @Field({ description: 'Opening time, HH:MM (24-hour, India time). 00:00 to 00:00 is open all day.' })
  opensAt: string;

  @Field({ description: 'Closing time, HH:MM (24-hour, India time).' })
  closesAt: string;

  @Field(() => [Int], { description: 'Weekdays the shop stays shut, 0 = Sunday.' })
  closedDays: number[];

  @Field({
    description: 'True when the shop takes its orders to the door itself; otherwise a Haat delivery person does.',
  })
  deliversItself: boolean;

  /** The India date the vendor shut the shop for the day, if any; read through closedToday. */
  closedOn: string | null;

  @Field({
    description: 'Takes orders while closed, to be delivered after it opens, when the customer agrees to wait.',
  })
  takesLaterOrders: boolean;

  @Field({
    description:
      'False when the shop is closed: customers see neither it nor its products, admins still do. Its orders keep their history.',
  })
  active: boolean;
}

export const VendorConnection = Connection(Vendor, 'Vendor');
export type VendorConnection = InstanceType<typeof VendorConnection>;
