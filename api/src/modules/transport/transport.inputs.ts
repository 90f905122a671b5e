import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class BusTimetableArgs {
  @Field({ description: "A route direction's slug, e.g. 'ilambazar-to-bolpur'." })
  direction: string;
}
