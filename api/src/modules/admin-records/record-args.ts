import { IsOptional, MaxLength } from 'class-validator';
import { tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field, ObjectType, ID } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';

/** What every admin list takes: a page and a search. Kinds with filters extend it. */
@ArgsType()
export class AdminRecordArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Words the name (or number) contains.' })
  @IsOptional()
  @MaxLength(100, tooLong('the search', 100))
  search?: string | null;
}

@ObjectType('DeletedRecord', { description: 'The id of a record that was deleted.' })
export class DeletedRecord {
  @Field(() => ID)
  id: string;
}
