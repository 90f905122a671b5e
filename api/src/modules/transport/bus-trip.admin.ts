import { randomUUID } from 'node:crypto';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsInt,
  IsNotEmpty,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { eachTooLong, said, tooLong, weekday } from '../../shared/rule-reasons';
import { ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { requiredText, optionalText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { BusDirection } from './bus-direction';
import { BusRouteEntity } from './bus-route.entity';
import { clockTime, MAX_STOPS, parseStopLines, STOPS_TOO_MANY, stopLine } from './bus-stop-lines';
import { BusStopTimeEntity } from './bus-stop-time.entity';
import { BusTripEntity } from './bus-trip.entity';
import { busRoutesById, busStopsByTrip } from './transport.loaders';
import { toBusRoute } from './transport.service';
import { BusRoute } from './transport.types';

const CHOOSE_WAY = 'Choose the route and the way the bus runs.';
const DEPARTS = 'Enter the time the bus leaves, such as 06:30 (24-hour).';

/** One departure as admins keep it: which way along which route, and its stops as lines. */
@ObjectType('AdminBusTrip', { description: 'A scheduled departure as admins keep it.' })
export class AdminBusTrip {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  routeId: string;

  @Field(() => BusDirection)
  direction: BusDirection;

  @Field({ description: 'Local time at the first stop, HH:MM (24-hour, India time).' })
  departsAt: string;

  @Field()
  operator: string;

  @Field(() => String, { nullable: true })
  busName: string | null;

  @Field(() => String, { nullable: true })
  busNameBn: string | null;

  @Field(() => String, { nullable: true })
  busNameHi: string | null;

  @Field(() => [Int], { description: 'Days the trip runs, 0 = Sunday.' })
  days: number[];
}

@InputType({ description: 'A departure as an admin writes it down.' })
export class BusTripInput {
  @Field({ description: "Which way along which route: that way's web address, e.g. 'ilambazar-to-bolpur'." })
  @IsNotEmpty(said(CHOOSE_WAY, { reason: 'routeWayRequired' }))
  @MaxLength(100, said(CHOOSE_WAY, { reason: 'routeWayRequired' }))
  way: string;

  @Field({ description: 'HH:MM, 24-hour, India time.' })
  @Matches(/^\s*([01]?\d|2[0-3])[:.][0-5]\d\s*$/, said(DEPARTS, { reason: 'departureRequired' }))
  departsAt: string;

  @Field({ description: "Who runs the bus: 'SBSTC', 'Private'." })
  @IsNotEmpty(said('Enter who runs the bus, such as "SBSTC" or "Private".', { reason: 'busOperatorRequired' }))
  @MaxLength(40, tooLong('this', 40))
  operator: string;

  @Field(() => String, { nullable: true, description: 'The name on the front board of a private bus.' })
  @IsOptional()
  @MaxLength(60, tooLong('the name', 60))
  busName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the name', 60))
  busNameBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the name', 60))
  busNameHi?: string | null;

  @Field(() => [Int], { description: 'Days the trip runs, 0 = Sunday … 6 = Saturday.' })
  @ArrayNotEmpty(said('Tick the days the bus runs.', { reason: 'busDaysRequired' }))
  @IsInt(weekday())
  @Min(0, weekday())
  @Max(6, weekday())
  days: number[];

  @Field(() => [String], {
    description:
      'One stop a line, in order: "06:42 Chouhatta More", a Bengali name after a slash and a Hindi one after another. The first is where the bus starts.',
  })
  @ArrayMaxSize(MAX_STOPS, said(STOPS_TOO_MANY.message, STOPS_TOO_MANY.why))
  @MaxLength(200, eachTooLong('line', 200))
  stops: string[];
}

@ArgsType()
export class AdminBusTripsArgs extends AdminRecordArgs {
  @Field(() => String, {
    nullable: true,
    description: "Only the trips one way along a route, by that way's web address.",
  })
  @IsOptional()
  @MaxLength(100, said(CHOOSE_WAY, { reason: 'routeWayRequired' }))
  way?: string | null;
}

/** The route and direction a way's address names; BAD_USER_INPUT on `way` when none does. */
async function wayOf(tx: EntityManager, way: string): Promise<{ routeId: string; direction: BusDirection }> {
  const slug = way.trim();
  const route = await tx
    .getRepository(BusRouteEntity)
    .createQueryBuilder('r')
    .where('r.up_slug = :slug OR r.down_slug = :slug', { slug })
    .getOne();
  if (!route) throw badUserInput(CHOOSE_WAY, 'way', { reason: 'routeWayRequired' });
  return { routeId: route.id, direction: route.upSlug === slug ? BusDirection.UP : BusDirection.DOWN };
}

/** Stored as PostgreSQL gives it back ('06:30:00'), so an unchanged time is not a change in the trail. */
const storedTime = (text: string) => `${clockTime(text)}:00`;

/** A stored stop as the form's line. */
const lineOf = (row: BusStopTimeEntity) =>
  stopLine({ arrivesAt: row.arrivesAt, name: row.stopName, nameBn: row.stopNameBn, nameHi: row.stopNameHi });

async function storedStops(tx: EntityManager, tripId: string): Promise<string[]> {
  const rows = await tx.getRepository(BusStopTimeEntity).find({ where: { tripId }, order: { stopOrder: 'ASC' } });
  return rows.map(lineOf);
}

export const busTripKind: RecordKind<BusTripEntity, BusTripInput, AdminBusTrip, AdminBusTripsArgs> = {
  entity: BusTripEntity,
  noun: 'bus trip',
  auditType: AuditEntity.BUS_TRIP,
  alias: 't',
  fields: async (input, tx) => {
    const departsAt = clockTime(input.departsAt);
    if (!departsAt) throw badUserInput(DEPARTS, 'departsAt', { reason: 'departureRequired' });
    // Checked here, before anything is written; `parts` writes them.
    parseStopLines(input.stops, departsAt);
    return {
      ...(await wayOf(tx, input.way)),
      departsAt: storedTime(departsAt),
      operator: requiredText(input.operator, 'operator', 'Enter who runs the bus, such as "SBSTC" or "Private".', {
        reason: 'busOperatorRequired',
      }),
      busName: optionalText(input.busName),
      busNameBn: optionalText(input.busNameBn),
      busNameHi: optionalText(input.busNameHi),
      days: [...new Set(input.days)].sort((a, b) => a - b),
    };
  },
  parts: {
    read: async (tx, id) => ({ stops: await storedStops(tx, id) }),
    write: async (input, tx, id) => {
      const stops = parseStopLines(input.stops, clockTime(input.departsAt)!);
      await tx.delete(BusStopTimeEntity, { tripId: id });
      if (stops.length) {
        await tx.insert(
          BusStopTimeEntity,
          stops.map((stop, index) => ({
            id: randomUUID(),
            tripId: id,
            stopOrder: index + 1,
            stopName: stop.name,
            stopNameBn: stop.nameBn,
            stopNameHi: stop.nameHi,
            arrivesAt: stop.arrivesAt,
          })),
        );
      }
      return { stops: stops.map(stopLine) };
    },
  },
  toNode: (row) => ({
    id: row.id,
    routeId: row.routeId,
    direction: row.direction,
    departsAt: clockTime(row.departsAt) ?? row.departsAt,
    operator: row.operator,
    busName: row.busName,
    busNameBn: row.busNameBn,
    busNameHi: row.busNameHi,
    days: [...row.days].sort((a, b) => a - b),
  }),
  list: {
    // One way's trips by departure, as the bus page lists them.
    sort: {
      expression: "concat(t.direction, ' ', t.departs_at)",
      valueOf: (row) => `${row.direction} ${row.departsAt}`,
    },
    search: ['t.operator', 't.bus_name', 't.bus_name_bn', 't.bus_name_hi'],
    filter: (query, args) => {
      const way = args.way?.trim();
      if (!way) return;
      query.andWhere(
        `((t.direction = 'UP' AND t.route_id IN (SELECT id FROM bus_route WHERE up_slug = :way)) OR (t.direction = 'DOWN' AND t.route_id IN (SELECT id FROM bus_route WHERE down_slug = :way)))`,
        { way },
      );
    },
  },
};

/** A trip's route and stops on the admin's page, each batched for the whole page. */
@Resolver(() => AdminBusTrip)
export class AdminBusTripFieldsResolver {
  @FieldResolver(() => BusRoute)
  async route(@Root() trip: AdminBusTrip, @Ctx() ctx: RequestContext): Promise<BusRoute> {
    const row = await busRoutesById(ctx).load(trip.routeId);
    return toBusRoute(row!);
  }

  @FieldResolver(() => [String], {
    description:
      'The stops in order, one a line as the form takes them: "06:42 Chouhatta More / চৌহাট্টা মোড় / चौहट्टा मोड़".',
  })
  async stops(@Root() trip: AdminBusTrip, @Ctx() ctx: RequestContext): Promise<string[]> {
    const rows = await busStopsByTrip(ctx).load(trip.id);
    return rows.map(lineOf);
  }
}

export const BusTripAdminResolver = recordAdminResolver(busTripKind, {
  name: 'BusTrip',
  plural: 'BusTrips',
  node: AdminBusTrip,
  input: BusTripInput,
  connection: Connection(AdminBusTrip, 'AdminBusTrip'),
  args: AdminBusTripsArgs,
});
