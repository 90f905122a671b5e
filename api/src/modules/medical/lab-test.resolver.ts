import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { vendorById } from '../catalog/vendor.loaders';
import { listLabTests } from './lab-test.service';
import { LabTest, LabTestConnection } from './lab-test.types';
import { LabTestsArgs } from './medical.inputs';

@Resolver(() => LabTest)
export class LabTestResolver {
  @Public()
  @Query(() => LabTestConnection, { description: 'Active lab tests by name, optionally matching words typed.' })
  labTests(@Ctx() ctx: RequestContext, @Args() { search, ...page }: LabTestsArgs): Promise<LabTestConnection> {
    return listLabTests(ctx, search, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The lab that runs the test and takes its bookings.' })
  async labName(@Ctx() ctx: RequestContext, @Root() test: LabTest): Promise<string | null> {
    if (!test.vendorId) return null;
    return (await vendorById(ctx).load(test.vendorId))?.name ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The lab's name in Bengali, where it has one." })
  async labNameBn(@Ctx() ctx: RequestContext, @Root() test: LabTest): Promise<string | null> {
    if (!test.vendorId) return null;
    return (await vendorById(ctx).load(test.vendorId))?.nameBn ?? null;
  }
}
