import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { LabTest } from './lab-test.types';

@ObjectType('ShopLabTest', { description: 'A test as its lab keeps it: its price, and whether it takes bookings.' })
export class ShopLabTest extends LabTest {
  @Field({ description: 'False: customers neither see nor book it; its bookings stay.' })
  active: boolean;
}

export const ShopLabTestConnection = Connection(ShopLabTest, 'ShopLabTest');
export type ShopLabTestConnection = InstanceType<typeof ShopLabTestConnection>;
