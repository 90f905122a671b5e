import { IsOptional, MaxLength } from 'class-validator';
import { tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';

@ArgsType()
export class ServiceProvidersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Only this trade, e.g. 'plumber'." })
  @IsOptional()
  @MaxLength(100, tooLong('the trade', 100))
  type?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words from a name (English or Bengali), a village or what they do.',
  })
  @IsOptional()
  search?: string | null;
}

@ArgsType()
export class ServiceTypeArgs {
  @Field()
  slug: string;
}
