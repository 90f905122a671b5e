import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';

@ObjectType('LabTest', { description: 'A test one lab offers, at its price.' })
export class LabTest {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field(() => Int)
  pricePaise: number;

  @Field({ description: "What is collected: 'Blood', 'Urine', …" })
  sample: string;

  @Field(() => String, { nullable: true })
  sampleBn: string | null;

  @Field(() => String, { nullable: true })
  sampleHi: string | null;

  @Field(() => String, { nullable: true, description: 'What the patient must do before; none when nothing is needed.' })
  preparation: string | null;

  @Field(() => String, { nullable: true, description: 'What the patient must do before, in Bengali.' })
  preparationBn: string | null;

  @Field(() => String, { nullable: true, description: 'What the patient must do before, in Hindi.' })
  preparationHi: string | null;

  @Field({ description: "When the report is ready, in words: 'Same day, 6 pm', 'Next day'." })
  reportTime: string;

  @Field(() => String, { nullable: true })
  reportTimeBn: string | null;

  @Field(() => String, { nullable: true })
  reportTimeHi: string | null;

  @Field({ description: 'The lab can collect the sample at home.' })
  homeCollection: boolean;

  /** Read by the labName field through a per-request loader. */
  vendorId: string | null;
}

export const LabTestConnection = Connection(LabTest, 'LabTest');
export type LabTestConnection = InstanceType<typeof LabTestConnection>;
