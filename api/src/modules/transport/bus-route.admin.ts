import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, said, tooLong, wholeNumber } from '../../shared/rule-reasons';
import { Field, InputType, Int } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText, slugOf } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { BusRouteEntity } from './bus-route.entity';
import { toBusRoute } from './transport.service';
import { BusRoute } from './transport.types';

@InputType({ description: 'A bus route as an admin writes it down; its trips are kept one by one (BusTripInput).' })
export class BusRouteInput {
  @Field()
  @IsNotEmpty(said('Enter the route\'s name, such as "Ilambazar – Bolpur".', { reason: 'routeNameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  nameHi?: string | null;

  @Field({ description: 'Where the route starts.' })
  @IsNotEmpty(said('Enter where the route starts, such as "Ilambazar".', { reason: 'routeFromRequired' }))
  @MaxLength(60, tooLong('the place', 60))
  fromPlace: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the place', 60))
  fromPlaceBn?: string | null;

  @Field({ description: 'Where the route ends.' })
  @IsNotEmpty(said('Enter where the route ends, such as "Bolpur".', { reason: 'routeToRequired' }))
  @MaxLength(60, tooLong('the place', 60))
  toPlace: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the place', 60))
  toPlaceBn?: string | null;

  @Field(() => String, { nullable: true, description: 'The main places passed on the way.' })
  @IsOptional()
  @MaxLength(200, tooLong('this', 200))
  via?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('this', 200))
  viaBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The route's own web address segment; made from the name when left out.",
  })
  @IsOptional()
  @MaxLength(60, tooLong('the web address', 60))
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The web address of trips from fromPlace to toPlace; made from the places when left out ('ilambazar-to-bolpur').",
  })
  @IsOptional()
  @MaxLength(60, tooLong('the web address', 60))
  upSlug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The web address of trips back; made from the places when left out.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the web address', 60))
  downSlug?: string | null;

  @Field(() => Int, { description: 'Lower numbers come first on the bus page.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;
}

const TAKEN = 'Another bus route already uses this web address.';

/**
 * A direction's address names one way of one route: the bus page looks it up among both
 * columns, so it may not be any other route's up or down address either.
 */
async function checkDirectionSlugs(tx: EntityManager, id: string, upSlug: string, downSlug: string): Promise<void> {
  if (upSlug === downSlug)
    throw badUserInput('The two ways need different web addresses.', 'downSlug', { reason: 'routeWaysSameSlug' });
  const clashes = await tx
    .getRepository(BusRouteEntity)
    .createQueryBuilder('r')
    .where('r.id <> :id', { id })
    .andWhere('(r.up_slug IN (:...slugs) OR r.down_slug IN (:...slugs))', { slugs: [upSlug, downSlug] })
    .getMany();
  const taken = new Set(clashes.flatMap((route) => [route.upSlug, route.downSlug]));
  if (taken.has(upSlug)) throw badUserInput(TAKEN, 'upSlug', { reason: 'routeSlugTaken' });
  if (taken.has(downSlug)) throw badUserInput(TAKEN, 'downSlug', { reason: 'routeSlugTaken' });
}

export const busRouteKind: RecordKind<BusRouteEntity, BusRouteInput, BusRoute> = {
  entity: BusRouteEntity,
  noun: 'bus route',
  auditType: AuditEntity.BUS_ROUTE,
  alias: 'r',
  fields: async (input, tx, { id }) => {
    const name = requiredText(input.name, 'name', 'Enter the route\'s name, such as "Ilambazar – Bolpur".', {
      reason: 'routeNameRequired',
    });
    const fromPlace = requiredText(input.fromPlace, 'fromPlace', 'Enter where the route starts, such as "Ilambazar".', {
      reason: 'routeFromRequired',
    });
    const toPlace = requiredText(input.toPlace, 'toPlace', 'Enter where the route ends, such as "Bolpur".', {
      reason: 'routeToRequired',
    });
    if (fromPlace.toLowerCase() === toPlace.toLowerCase())
      throw badUserInput('The route must end somewhere other than where it starts.', 'toPlace', {
        reason: 'routeSameEnds',
      });
    const upSlug = slugOf(input.upSlug, `${fromPlace} to ${toPlace}`, 'upSlug');
    const downSlug = slugOf(input.downSlug, `${toPlace} to ${fromPlace}`, 'downSlug');
    await checkDirectionSlugs(tx, id, upSlug, downSlug);
    return {
      name,
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      fromPlace,
      fromPlaceBn: optionalText(input.fromPlaceBn),
      toPlace,
      toPlaceBn: optionalText(input.toPlaceBn),
      via: optionalText(input.via),
      viaBn: optionalText(input.viaBn),
      slug: slugOf(input.slug, name, 'slug'),
      upSlug,
      downSlug,
      sortOrder: input.sortOrder,
    };
  },
  toNode: toBusRoute,
  list: {
    sort: { expression: 'lower(r.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['r.name', 'r.name_bn', 'r.name_hi', 'r.from_place', 'r.to_place', 'r.via'],
  },
  // The database would delete the trips with the route (ON DELETE CASCADE), each without its own
  // line in the trail; a route is deleted only once its timetable is empty, trip by trip.
  references: [
    {
      table: 'bus_trip',
      column: 'route_id',
      reason: 'This route has trips in its timetable. Delete its trips first (Bus trips, filtered by this route).',
      why: { reason: 'routeHasTrips' },
    },
  ],
  unique: {
    bus_route_slug_key: { field: 'slug', message: TAKEN, why: { reason: 'routeSlugTaken' } },
    bus_route_up_slug_key: { field: 'upSlug', message: TAKEN, why: { reason: 'routeSlugTaken' } },
    bus_route_down_slug_key: { field: 'downSlug', message: TAKEN, why: { reason: 'routeSlugTaken' } },
  },
};

export const BusRouteAdminResolver = recordAdminResolver(busRouteKind, {
  name: 'BusRoute',
  plural: 'BusRoutes',
  node: BusRoute,
  input: BusRouteInput,
  connection: Connection(BusRoute, 'BusRoute'),
  args: AdminRecordArgs,
});
