import type { TFunction } from 'i18next';
import { createElement, Fragment } from 'react';
import { Link } from 'react-router';
import {
  AdminBusRoutesDocument,
  CreateBusRouteDocument,
  DeleteBusRouteDocument,
  UpdateBusRouteDocument,
  type AdminBusRouteFieldsFragment,
} from '../../../../generated/graphql';
import { transportLinks } from '../../../transport/paths';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** Links one a line: each way's page for customers, or its trips for the admin. */
const links = (items: Array<{ to: string; label: string }>) =>
  createElement(
    Fragment,
    null,
    items.map((item, index) =>
      createElement(
        Fragment,
        { key: item.to },
        index > 0 && createElement('br'),
        createElement(Link, { to: item.to }, item.label),
      ),
    ),
  );

/** /admin/bus-routes: the roads on /transport/bus; each way's trips are kept under /admin/bus-trips. */
export function busRoutesKind(t: TFunction): RecordKindView<AdminBusRouteFieldsFragment> {
  const ways = (route: AdminBusRouteFieldsFragment) => [
    { slug: route.upSlug, label: t('admin.kinds.busTrips.way', { from: route.fromPlace, to: route.toPlace }) },
    { slug: route.downSlug, label: t('admin.kinds.busTrips.way', { from: route.toPlace, to: route.fromPlace }) },
  ];
  return {
    auditType: 'BUS_ROUTE',
    words: {
      title: t('admin.kinds.busRoutes.title'),
      intro: t('admin.kinds.busRoutes.intro'),
      newLabel: t('admin.kinds.busRoutes.new'),
      tile: t('admin.kinds.busRoutes.tile'),
      listLabel: t('admin.kinds.busRoutes.listLabel'),
      searchLabel: t('admin.kinds.busRoutes.search'),
      searchPlaceholder: t('admin.kinds.busRoutes.searchPlaceholder'),
      empty: t('admin.kinds.busRoutes.empty'),
    },
    list: { document: AdminBusRoutesDocument, field: 'adminBusRoutes' },
    create: CreateBusRouteDocument,
    update: UpdateBusRouteDocument,
    remove: DeleteBusRouteDocument,
    fields: withOtherLanguages(
      t,
      [
        {
          name: 'name',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.name'),
          hint: t('admin.kinds.busRoutes.fields.nameHint'),
          required: true,
          maxLength: 80,
        },
        { name: 'nameBn', type: 'text', label: t('admin.kinds.busRoutes.fields.nameBn'), maxLength: 80 },
        {
          name: 'fromPlace',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.fromPlace'),
          required: true,
          maxLength: 60,
        },
        { name: 'fromPlaceBn', type: 'text', label: t('admin.kinds.busRoutes.fields.fromPlaceBn'), maxLength: 60 },
        {
          name: 'toPlace',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.toPlace'),
          required: true,
          maxLength: 60,
        },
        { name: 'toPlaceBn', type: 'text', label: t('admin.kinds.busRoutes.fields.toPlaceBn'), maxLength: 60 },
        {
          name: 'via',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.via'),
          hint: t('admin.kinds.busRoutes.fields.viaHint'),
          maxLength: 200,
        },
        { name: 'viaBn', type: 'text', label: t('admin.kinds.busRoutes.fields.viaBn'), maxLength: 200 },
        {
          name: 'slug',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.slug'),
          hint: t('admin.kinds.busRoutes.fields.slugHint'),
          maxLength: 60,
        },
        {
          name: 'upSlug',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.upSlug'),
          hint: t('admin.kinds.busRoutes.fields.slugHint'),
          maxLength: 60,
        },
        {
          name: 'downSlug',
          type: 'text',
          label: t('admin.kinds.busRoutes.fields.downSlug'),
          hint: t('admin.kinds.busRoutes.fields.slugHint'),
          maxLength: 60,
        },
        {
          name: 'sortOrder',
          type: 'number',
          label: t('admin.kinds.busRoutes.fields.sortOrder'),
          hint: t('admin.kinds.busRoutes.fields.sortOrderHint'),
          required: true,
          initial: '0',
        },
      ],
      ['name'],
    ),
    name: (route) => route.name,
    subtitle: (route) => route.nameBn,
    facts: (route) => [
      !!route.via && { label: t('admin.kinds.busRoutes.fields.via'), value: route.via },
      {
        label: t('admin.kinds.busRoutes.ways'),
        value: links(ways(route).map((way) => ({ to: transportLinks.busByDirection(way.slug), label: way.label }))),
      },
      {
        label: t('admin.kinds.busRoutes.trips'),
        value: links(
          ways(route).map((way) => ({ to: `/admin/bus-trips?way=${encodeURIComponent(way.slug)}`, label: way.label })),
        ),
      },
    ],
    deleteNote: t('admin.kinds.busRoutes.deleteNote'),
    publicFields: ['busRoutes', 'busTimetable'],
  };
}
