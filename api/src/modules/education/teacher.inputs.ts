import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';

@ArgsType()
export class TeachersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Only teachers of this subject, as teacherFilters lists it.' })
  @IsOptional()
  @MaxLength(100)
  subject?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only teachers who teach this class, 1–12.' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'Classes run from 1 to 12.' })
  @Max(12, { message: 'Classes run from 1 to 12.' })
  classLevel?: number | null;

  @Field(() => String, { nullable: true, description: 'Only teachers in this village.' })
  @IsOptional()
  @MaxLength(100)
  village?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words from a name (English or Bengali), a subject, a village or a qualification.',
  })
  @IsOptional()
  search?: string | null;
}
