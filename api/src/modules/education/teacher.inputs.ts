import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { said, tooLong, wholeNumber } from '../../shared/rule-reasons';
import { ArgsType, Field, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';

/** The words of a class outside 1 to 12, for each rule of it. */
export const CLASS_LEVEL = said('Classes run from 1 to 12.', { reason: 'classLevelInvalid' });

@ArgsType()
export class TeachersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Only teachers of this subject, as teacherFilters lists it.' })
  @IsOptional()
  @MaxLength(100, tooLong('the subject', 100))
  subject?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only teachers who teach this class, 1–12.' })
  @IsOptional()
  @IsInt(wholeNumber())
  @Min(1, CLASS_LEVEL)
  @Max(12, CLASS_LEVEL)
  classLevel?: number | null;

  @Field(() => String, { nullable: true, description: 'Only teachers in this village.' })
  @IsOptional()
  @MaxLength(100, tooLong('the village', 100))
  village?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words from a name (English or Bengali), a subject, a village or a qualification.',
  })
  @IsOptional()
  search?: string | null;
}
