import type { TFunction } from 'i18next';
import { createElement } from 'react';
import {
  AdminCarsDocument,
  CreateCarDocument,
  DeleteCarDocument,
  UpdateCarDocument,
  type AdminCarFieldsFragment,
} from '../../../../generated/graphql';
import { formatRupees } from '../../../../shared/format/money';
import { formatPhone } from '../../../../shared/format/phone';
import { Badge } from '../../kit/record-card';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/cars: the cars for hire on /transport/car, charged by the kilometre. */
export function carsKind(t: TFunction): RecordKindView<AdminCarFieldsFragment> {
  return {
    auditType: 'CAR',
    words: {
      title: t('admin.kinds.cars.title'),
      intro: t('admin.kinds.cars.intro'),
      newLabel: t('admin.kinds.cars.new'),
      tile: t('admin.kinds.cars.tile'),
      listLabel: t('admin.kinds.cars.listLabel'),
      searchLabel: t('admin.kinds.cars.search'),
      searchPlaceholder: t('admin.kinds.cars.searchPlaceholder'),
      empty: t('admin.kinds.cars.empty'),
    },
    list: { document: AdminCarsDocument, field: 'adminCars' },
    create: CreateCarDocument,
    update: UpdateCarDocument,
    remove: DeleteCarDocument,
    fields: withOtherLanguages(
      t,
      [
        {
          name: 'driverName',
          type: 'text',
          label: t('admin.kinds.cars.fields.driverName'),
          required: true,
          maxLength: 80,
        },
        { name: 'driverNameBn', type: 'text', label: t('admin.kinds.cars.fields.driverNameBn'), maxLength: 80 },
        {
          name: 'phone',
          type: 'tel',
          label: t('admin.kinds.cars.fields.phone'),
          hint: t('admin.kinds.cars.fields.phoneHint'),
          required: true,
          maxLength: 20,
        },
        {
          name: 'model',
          type: 'text',
          label: t('admin.kinds.cars.fields.model'),
          hint: t('admin.kinds.cars.fields.modelHint'),
          required: true,
          maxLength: 60,
        },
        {
          name: 'vehicleNumber',
          type: 'text',
          label: t('admin.kinds.cars.fields.vehicleNumber'),
          hint: t('admin.kinds.cars.fields.vehicleNumberHint'),
          required: true,
          maxLength: 20,
        },
        {
          name: 'seats',
          type: 'number',
          label: t('admin.kinds.cars.fields.seats'),
          hint: t('admin.kinds.cars.fields.seatsHint'),
          required: true,
          initial: '4',
        },
        { name: 'ratePaisePerKm', type: 'money', label: t('admin.kinds.cars.fields.ratePaisePerKm'), required: true },
        { name: 'village', type: 'text', label: t('admin.kinds.cars.fields.village'), required: true, maxLength: 60 },
        { name: 'ac', type: 'checkbox', label: t('admin.kinds.cars.fields.ac') },
        { name: 'available', type: 'checkbox', label: t('admin.kinds.cars.fields.available'), initial: true },
      ],
      ['driverName', 'model'],
    ),
    name: (car) => car.driverName,
    subtitle: (car) => car.driverNameBn,
    facts: (car) => [
      {
        label: t('admin.kinds.cars.fields.model'),
        value: [
          car.model,
          t('admin.kinds.cars.seatsValue', { count: car.seats }),
          car.ac && t('admin.kinds.cars.acValue'),
        ]
          .filter(Boolean)
          .join(' · '),
      },
      {
        label: t('admin.kinds.cars.fields.ratePaisePerKm'),
        value: t('admin.kinds.cars.perKm', { rate: formatRupees(car.ratePaisePerKm) }),
      },
      { label: t('admin.kinds.cars.fields.phone'), value: formatPhone(car.phone) },
      { label: t('admin.kinds.cars.fields.vehicleNumber'), value: car.vehicleNumber },
      { label: t('admin.kinds.cars.fields.village'), value: car.village },
    ],
    badges: (car) =>
      car.available ? null : createElement(Badge, { tone: 'bad', children: t('admin.kinds.cars.notForHire') }),
    off: (car) => !car.available,
    publicFields: ['cars'],
  };
}
