import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { Page } from '../../shared/pagination';
import { ServiceProvidersArgs, ServiceTypeArgs } from './service-provider.inputs';
import { findServiceProviders, findServiceType, listServiceTypes } from './service-provider.service';
import { ServiceProvider, ServiceProviderConnection, ServiceType } from './service-provider.types';

@Resolver(() => ServiceProvider)
export class ServiceProviderResolver {
  @Public()
  @Query(() => [ServiceType], { description: 'The trades on offer, with how many offer each.' })
  serviceTypes(@Ctx() ctx: RequestContext): Promise<ServiceType[]> {
    return listServiceTypes(ctx);
  }

  @Public()
  @Query(() => ServiceType, { nullable: true, description: 'One trade; null when nobody offers it.' })
  serviceType(@Ctx() ctx: RequestContext, @Args() { slug }: ServiceTypeArgs): Promise<ServiceType | null> {
    return findServiceType(ctx, slug);
  }

  @Public()
  @Query(() => ServiceProviderConnection, {
    description: 'Tradespeople, of one trade or all, optionally matching words.',
  })
  serviceProviders(@Ctx() ctx: RequestContext, @Args() args: ServiceProvidersArgs): Promise<Page<ServiceProvider>> {
    return findServiceProviders(ctx, args);
  }
}
