import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { DoctorKind } from './doctor-kind';
import { findSpecialty, listSpecialties } from './doctor.service';
import { doctorCountBySpecialty } from './medical.loaders';
import { Specialty } from './specialty.types';

@Resolver(() => Specialty)
export class SpecialtyResolver {
  @Public()
  @Query(() => [Specialty], { description: 'Every specialty, in the order the doctors page lists them.' })
  specialties(@Ctx() ctx: RequestContext): Promise<Specialty[]> {
    return listSpecialties(ctx);
  }

  @Public()
  @Query(() => Specialty, { nullable: true, description: 'One specialty by its slug; null when there is none.' })
  specialty(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string): Promise<Specialty | null> {
    return findSpecialty(ctx, slug);
  }

  @FieldResolver(() => Int, { description: 'How many active doctors are listed under it, optionally of one kind.' })
  doctorCount(
    @Ctx() ctx: RequestContext,
    @Root() specialty: Specialty,
    @Arg('kind', () => DoctorKind, { nullable: true }) kind?: DoctorKind | null,
  ): Promise<number> {
    return doctorCountBySpecialty(ctx, kind ?? null).load(specialty.id);
  }
}
