import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../shared/pagination';

@ObjectType('StockMovement', { description: "One change of a product's stock by hand.", simpleResolvers: true })
export class StockMovement {
  @Field(() => ID)
  id: string;

  @Field()
  at: Date;

  @Field(() => Int)
  delta: number;

  @Field(() => Int)
  stockAfter: number;

  @Field()
  reason: string;

  @Field(() => String, { nullable: true, description: 'Who made it; null once their account is gone.' })
  byName: string | null;
}

export const StockMovementConnection = Connection(StockMovement, 'StockMovement');
export type StockMovementConnection = InstanceType<typeof StockMovementConnection>;
