import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import { PageArgs, type Page } from '../../shared/pagination';
import { BusTimetableArgs } from './transport.inputs';
import { totoDriversByStand, totoStandsById } from './transport.loaders';
import { findBusTimetable, listBusRoutes, listCars, listTotoStands } from './transport.service';
import {
  BusRoute,
  BusTimetable,
  Car,
  CarConnection,
  TotoDriver,
  TotoStand,
  TotoStandConnection,
} from './transport.types';

@Resolver(() => TotoStand)
export class TotoStandResolver {
  @Public()
  @Query(() => TotoStandConnection, { description: 'Toto stands with the drivers who wait there.' })
  totoStands(@Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<Page<TotoStand>> {
    return listTotoStands(ctx, args);
  }

  @FieldResolver(() => [TotoDriver], { description: 'Drivers on the road first.' })
  drivers(@Root() stand: TotoStand, @Ctx() ctx: RequestContext): Promise<TotoDriver[]> {
    return totoDriversByStand(ctx).load(stand.id);
  }
}

@Resolver(() => TotoDriver)
export class TotoDriverResolver {
  @FieldResolver(() => TotoStand, { description: 'The stand the driver waits at.' })
  async stand(@Root() driver: TotoDriver, @Ctx() ctx: RequestContext): Promise<TotoStand> {
    return (await totoStandsById(ctx).load(driver.standId))!;
  }
}

@Resolver()
export class TransportResolver {
  @Public()
  @Query(() => CarConnection, { description: 'Cars for hire today, cheapest per kilometre first.' })
  cars(@Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<Page<Car>> {
    return listCars(ctx, args);
  }

  @Public()
  @Query(() => [BusRoute], { description: 'Bus routes, each with the slugs of both its directions.' })
  busRoutes(@Ctx() ctx: RequestContext): Promise<BusRoute[]> {
    return listBusRoutes(ctx);
  }

  @Public()
  @Query(() => BusTimetable, {
    nullable: true,
    description: 'The timetable one way along a route, by its direction slug; null when no route has it.',
  })
  busTimetable(@Ctx() ctx: RequestContext, @Args() { direction }: BusTimetableArgs): Promise<BusTimetable | null> {
    return findBusTimetable(ctx, direction);
  }
}
