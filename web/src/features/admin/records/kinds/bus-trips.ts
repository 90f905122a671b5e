import type { TFunction } from 'i18next';
import { createElement, Fragment } from 'react';
import {
  AdminBusTripsDocument,
  AdminBusWayChoicesDocument,
  CreateBusTripDocument,
  DeleteBusTripDocument,
  UpdateBusTripDocument,
  type AdminBusTripFieldsFragment,
  type AdminBusWayChoicesQuery,
} from '../../../../generated/graphql';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * /admin/bus-trips: each departure on a /transport/bus/{way} timetable. A trip is its own record
 * (its own history, many to a route), chosen by the way it runs: a route in one direction.
 */
export function busTripsKind(t: TFunction): RecordKindView<AdminBusTripFieldsFragment> {
  const from = (trip: AdminBusTripFieldsFragment) =>
    trip.direction === 'UP' ? trip.route.fromPlace : trip.route.toPlace;
  const to = (trip: AdminBusTripFieldsFragment) =>
    trip.direction === 'UP' ? trip.route.toPlace : trip.route.fromPlace;
  const days = (list: readonly number[]) =>
    EVERY_DAY.every((day) => list.includes(day))
      ? t('admin.kinds.busTrips.everyDay')
      : list.map((day) => t(`admin.kit.weekdays.${day}` as 'admin.kit.weekdays.0')).join(', ');
  // Route names by id, from the choices, so the History names a trip's route rather than its id.
  const routeNames = new Map<string, string>();
  return {
    auditType: 'BUS_TRIP',
    words: {
      title: t('admin.kinds.busTrips.title'),
      intro: t('admin.kinds.busTrips.intro'),
      newLabel: t('admin.kinds.busTrips.new'),
      tile: t('admin.kinds.busTrips.tile'),
      listLabel: t('admin.kinds.busTrips.listLabel'),
      searchLabel: t('admin.kinds.busTrips.search'),
      searchPlaceholder: t('admin.kinds.busTrips.searchPlaceholder'),
      empty: t('admin.kinds.busTrips.empty'),
    },
    list: { document: AdminBusTripsDocument, field: 'adminBusTrips' },
    // Filled with every route's two ways by the choices below.
    filters: [
      {
        name: 'way',
        label: t('admin.kinds.busTrips.wayFilter'),
        allLabel: t('admin.kinds.busTrips.allWays'),
        options: [],
      },
    ],
    choices: {
      document: AdminBusWayChoicesDocument,
      options: (data: AdminBusWayChoicesQuery) => {
        for (const route of data.adminBusRoutes.nodes) routeNames.set(route.id, route.name);
        const ways = data.adminBusRoutes.nodes.flatMap((route) => [
          {
            value: route.upSlug,
            route: route.name,
            label: t('admin.kinds.busTrips.way', { from: route.fromPlace, to: route.toPlace }),
          },
          {
            value: route.downSlug,
            route: route.name,
            label: t('admin.kinds.busTrips.way', { from: route.toPlace, to: route.fromPlace }),
          },
        ]);
        // "Ilambazar → Bolpur" says it all, unless two routes join the same places.
        const twice = (label: string) => ways.filter((way) => way.label === label).length > 1;
        return {
          way: ways.map((way) => ({
            value: way.value,
            label: twice(way.label)
              ? t('admin.kinds.busTrips.wayOf', { route: way.route, from: way.label })
              : way.label,
          })),
        };
      },
    },
    create: CreateBusTripDocument,
    update: UpdateBusTripDocument,
    remove: DeleteBusTripDocument,
    fields: withOtherLanguages(
      t,
      [
        {
          name: 'way',
          type: 'select',
          label: t('admin.kinds.busTrips.fields.way'),
          required: true,
          read: (trip) => (trip.direction === 'UP' ? trip.route.upSlug : trip.route.downSlug),
        },
        {
          name: 'departsAt',
          type: 'time',
          label: t('admin.kinds.busTrips.fields.departsAt'),
          hint: t('admin.kinds.busTrips.fields.departsAtHint'),
          required: true,
        },
        {
          name: 'operator',
          type: 'text',
          label: t('admin.kinds.busTrips.fields.operator'),
          required: true,
          maxLength: 40,
          suggestions: ['SBSTC', 'Private'],
        },
        {
          name: 'busName',
          type: 'text',
          label: t('admin.kinds.busTrips.fields.busName'),
          hint: t('admin.kinds.busTrips.fields.busNameHint'),
          maxLength: 60,
        },
        { name: 'days', type: 'weekdays', label: t('admin.kinds.busTrips.fields.days'), initial: EVERY_DAY },
        {
          name: 'stops',
          type: 'list',
          label: t('admin.kinds.busTrips.fields.stops'),
          hint: t('admin.kinds.busTrips.fields.stopsHint'),
          rows: 8,
        },
      ],
      ['busName'],
    ),
    name: (trip) => `${trip.departsAt} · ${t('admin.kinds.busTrips.way', { from: from(trip), to: to(trip) })}`,
    subtitle: (trip) => (trip.busName ? `${trip.busName} · ${trip.operator}` : trip.operator),
    facts: (trip) => [
      { label: t('admin.kinds.busTrips.fields.way'), value: trip.route.name },
      { label: t('admin.kinds.busTrips.fields.days'), value: days(trip.days) },
      trip.stops.length > 0 && {
        label: t('admin.kinds.busTrips.stopsValue', { count: trip.stops.length }),
        // One line a stop, time and English name: the card stays short; the form has the rest.
        value: createElement(
          Fragment,
          null,
          trip.stops.map((line, index) =>
            createElement(Fragment, { key: index }, index > 0 && createElement('br'), line.split(' / ')[0]),
          ),
        ),
      },
    ],
    historyWords: {
      label: (field) =>
        field === 'routeId'
          ? t('admin.kinds.busTrips.history.routeId')
          : field === 'direction'
            ? t('admin.kinds.busTrips.history.direction')
            : null,
      value: (field, value) => {
        if (field === 'routeId') return routeNames.get(String(value)) ?? null;
        if (field === 'direction')
          return value === 'UP' ? t('admin.kinds.busTrips.history.up') : t('admin.kinds.busTrips.history.down');
        return null;
      },
    },
    publicFields: ['busTimetable'],
  };
}
