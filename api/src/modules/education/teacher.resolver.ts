import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { TeachersArgs } from './teacher.inputs';
import { findTeachers, teacherFilters } from './teacher.service';
import { Teacher, TeacherConnection, TeacherFilters } from './teacher.types';

@Resolver(() => Teacher)
export class TeacherResolver {
  @Public()
  @Query(() => TeacherConnection, { description: 'The teacher finder: by subject, class and village, or by words.' })
  teachers(@Ctx() ctx: RequestContext, @Args() args: TeachersArgs): Promise<Page<Teacher>> {
    return findTeachers(ctx, args);
  }

  @Public()
  @Query(() => TeacherFilters, { description: 'The subjects and villages the teacher finder offers.' })
  teacherFilters(@Ctx() ctx: RequestContext): Promise<TeacherFilters> {
    return teacherFilters(ctx);
  }
}
