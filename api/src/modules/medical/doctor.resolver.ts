import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { findDoctor, listDoctors } from './doctor.service';
import { Doctor, DoctorConnection } from './doctor.types';
import { DoctorsArgs } from './medical.inputs';
import { specialtyById } from './medical.loaders';
import { Specialty } from './specialty.types';

@Resolver(() => Doctor)
export class DoctorResolver {
  @Public()
  @Query(() => DoctorConnection, {
    description: 'Active doctors by name: specialists or general physicians, by specialty, by words typed.',
  })
  doctors(
    @Ctx() ctx: RequestContext,
    @Args() { kind, specialtySlug, search, ...page }: DoctorsArgs,
  ): Promise<DoctorConnection> {
    return listDoctors(ctx, { kind, specialtySlug, search }, page);
  }

  @Public()
  @Query(() => Doctor, { nullable: true, description: 'One doctor; null when there is none with this id.' })
  doctor(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Doctor | null> {
    return findDoctor(ctx, id);
  }

  @FieldResolver(() => Specialty, { nullable: true })
  async specialty(@Ctx() ctx: RequestContext, @Root() doctor: Doctor): Promise<Specialty | null> {
    return doctor.specialtyId ? specialtyById(ctx).load(doctor.specialtyId) : null;
  }
}
