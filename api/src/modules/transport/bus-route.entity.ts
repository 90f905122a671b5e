import { Check, Column, Entity, Unique } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A bus road between two ends; its trips run it in either direction. */
@Entity({ name: 'bus_route' })
@Unique('bus_route_slug_key', ['slug'])
@Unique('bus_route_up_slug_key', ['upSlug'])
@Unique('bus_route_down_slug_key', ['downSlug'])
@Check(
  'bus_route_slugs_check',
  `"up_slug" <> "down_slug" AND "slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "up_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "down_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`,
)
export class BusRouteEntity extends RecordEntity {
  /** Names the route itself, e.g. 'ilambazar-bolpur'. */
  @Column('text')
  slug: string;

  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column('text', { name: 'name_hi', nullable: true })
  nameHi: string | null;

  @Column('text', { name: 'from_place' })
  fromPlace: string;

  @Column('text', { name: 'from_place_bn', nullable: true })
  fromPlaceBn: string | null;

  @Column('text', { name: 'to_place' })
  toPlace: string;

  @Column('text', { name: 'to_place_bn', nullable: true })
  toPlaceBn: string | null;

  /** The main places passed on the way, in words: 'Chouhatta, Supur'. */
  @Column('text', { nullable: true })
  via: string | null;

  @Column('text', { name: 'via_bn', nullable: true })
  viaBn: string | null;

  /** The /transport/bus/{direction} slug of trips from from_place to to_place, e.g. 'ilambazar-to-bolpur'. */
  @Column('text', { name: 'up_slug' })
  upSlug: string;

  /** The slug of trips the other way, e.g. 'bolpur-to-ilambazar'. */
  @Column('text', { name: 'down_slug' })
  downSlug: string;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
