import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { BusDirection } from './bus-direction';

registerEnumType(BusDirection, {
  name: 'BusDirection',
  description: "UP runs from the route's fromPlace to its toPlace, DOWN back.",
});

@ObjectType('TotoDriver', { description: 'An e-rickshaw driver who waits at a stand.' })
export class TotoDriver {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field({ description: 'The number to dial, ready for a tel: link.' })
  phone: string;

  @Field({ description: 'Registration as painted on the vehicle.' })
  vehicleNumber: string;

  @Field({ description: 'False while the driver is off the road.' })
  available: boolean;

  @Field(() => ID, { description: 'The stand the driver waits at.' })
  standId: string;
}

@ObjectType('TotoStand', { description: 'A place where totos wait for passengers, with its drivers.' })
export class TotoStand {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field()
  village: string;

  @Field(() => String, { nullable: true, description: 'Where exactly, for someone walking there.' })
  landmark: string | null;

  @Field(() => String, { nullable: true })
  landmarkBn: string | null;

  @Field(() => String, { nullable: true })
  landmarkHi: string | null;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  sortOrder: number;
}

export const TotoStandConnection = Connection(TotoStand, 'TotoStand');

@ObjectType('Car', { description: 'A car for hire with its driver, charged by the kilometre.' })
export class Car {
  @Field(() => ID)
  id: string;

  @Field()
  driverName: string;

  @Field(() => String, { nullable: true })
  driverNameBn: string | null;

  @Field(() => String, { nullable: true })
  driverNameHi: string | null;

  @Field({ description: 'The number to dial, ready for a tel: link.' })
  phone: string;

  @Field({ description: "Make and model, e.g. 'Mahindra Bolero'." })
  model: string;

  @Field(() => String, { nullable: true })
  modelBn: string | null;

  @Field(() => String, { nullable: true })
  modelHi: string | null;

  @Field()
  vehicleNumber: string;

  @Field(() => Int, { description: 'Passenger seats, not counting the driver.' })
  seats: number;

  @Field(() => Int, { description: 'Charge per kilometre, in paise.' })
  ratePaisePerKm: number;

  @Field()
  village: string;

  @Field()
  ac: boolean;

  @Field({ description: 'False while the car cannot be hired; only admins see such cars.' })
  available: boolean;
}

export const CarConnection = Connection(Car, 'Car');

@ObjectType('BusRouteDirection', { description: 'One way along a route, named by its /transport/bus/{slug}.' })
export class BusRouteDirection {
  @Field()
  slug: string;

  @Field(() => BusDirection)
  direction: BusDirection;

  @Field()
  fromPlace: string;

  @Field(() => String, { nullable: true })
  fromPlaceBn: string | null;

  @Field()
  toPlace: string;

  @Field(() => String, { nullable: true })
  toPlaceBn: string | null;
}

@ObjectType('BusRoute', { description: 'A bus road between two ends; its trips run it both ways.' })
export class BusRoute {
  @Field(() => ID)
  id: string;

  @Field()
  slug: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field()
  fromPlace: string;

  @Field(() => String, { nullable: true })
  fromPlaceBn: string | null;

  @Field()
  toPlace: string;

  @Field(() => String, { nullable: true })
  toPlaceBn: string | null;

  @Field(() => String, { nullable: true, description: 'The main places passed on the way.' })
  via: string | null;

  @Field(() => String, { nullable: true })
  viaBn: string | null;

  @Field({ description: 'The slug of trips from fromPlace to toPlace.' })
  upSlug: string;

  @Field({ description: 'The slug of trips back.' })
  downSlug: string;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  sortOrder: number;

  @Field(() => [BusRouteDirection], { description: 'Both ways, UP first.' })
  directions: BusRouteDirection[];
}

@ObjectType('BusStop', { description: 'When a trip reaches one of its stops.' })
export class BusStop {
  @Field(() => Int, { description: '1 is where the trip starts.' })
  order: number;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  nameBn: string | null;

  @Field(() => String, { nullable: true })
  nameHi: string | null;

  @Field({ description: 'Local time, HH:MM (24-hour, India time).' })
  arrivesAt: string;
}

@ObjectType('BusTrip', { description: 'One scheduled departure, with its stops in order.' })
export class BusTrip {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Local time at the first stop, HH:MM (24-hour, India time).' })
  departsAt: string;

  @Field({ description: "Who runs the bus: 'SBSTC', 'Private'." })
  operator: string;

  @Field(() => String, { nullable: true, description: 'The name on the front board of a private bus.' })
  busName: string | null;

  @Field(() => String, { nullable: true })
  busNameBn: string | null;

  @Field(() => String, { nullable: true })
  busNameHi: string | null;

  @Field(() => [Int], { description: 'Days the trip runs, 0 = Sunday.' })
  days: number[];

  @Field(() => [BusStop])
  stops: BusStop[];
}

@ObjectType('BusTimetable', { description: 'Every trip one way along a route, by departure time.' })
export class BusTimetable {
  @Field()
  slug: string;

  @Field(() => BusDirection)
  direction: BusDirection;

  @Field()
  fromPlace: string;

  @Field(() => String, { nullable: true })
  fromPlaceBn: string | null;

  @Field()
  toPlace: string;

  @Field(() => String, { nullable: true })
  toPlaceBn: string | null;

  @Field(() => BusRoute)
  route: BusRoute;

  @Field({ description: 'The slug of the way back.' })
  returnSlug: string;

  @Field(() => [BusTrip])
  trips: BusTrip[];
}
