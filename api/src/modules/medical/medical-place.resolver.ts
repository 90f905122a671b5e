import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { MedicalPlacesArgs } from './medical.inputs';
import { listMedicalPlaces } from './medical-place.service';
import { MedicalPlace, MedicalPlaceConnection } from './medical-place.types';

@Resolver(() => MedicalPlace)
export class MedicalPlaceResolver {
  @Public()
  @Query(() => MedicalPlaceConnection, {
    description: 'Hospitals, clinics, diagnostic centres, blood banks or nursing homes, by name.',
  })
  medicalPlaces(
    @Ctx() ctx: RequestContext,
    @Args() { type, ...page }: MedicalPlacesArgs,
  ): Promise<MedicalPlaceConnection> {
    return listMedicalPlaces(ctx, type, page);
  }
}
