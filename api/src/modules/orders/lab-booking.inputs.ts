import { IsEnum } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { Field, ID, InputType } from 'type-graphql';
import { LabSamplePlace } from './order-status';

@InputType({ description: 'The lab took the sample of a confirmed booking: where.' })
export class RecordLabSampleInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => LabSamplePlace, { description: "HOME at the customer's address, LAB at the lab." })
  @IsEnum(LabSamplePlace, oneOf())
  place: LabSamplePlace;
}
