import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { Vendor } from './vendor.types';

@ObjectType('AdminVendor', {
  description: 'A shop as admins manage it: what customers see, and how it is run.',
  simpleResolvers: true,
})
export class AdminVendor extends Vendor {
  @Field(() => String, { nullable: true })
  ownerName: string | null;

  @Field(() => String, { nullable: true, description: "The messaging bot's chat where the shop's orders are posted." })
  chatGroupId: string | null;
}

export const AdminVendorConnection = Connection(AdminVendor, 'AdminVendor');
