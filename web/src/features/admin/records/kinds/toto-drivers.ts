import type { TFunction } from 'i18next';
import { createElement } from 'react';
import {
  AdminTotoDriversDocument,
  AdminTotoStandChoicesDocument,
  CreateTotoDriverDocument,
  DeleteTotoDriverDocument,
  UpdateTotoDriverDocument,
  type AdminTotoDriverFieldsFragment,
  type AdminTotoStandChoicesQuery,
} from '../../../../generated/graphql';
import { formatPhone } from '../../../../shared/format/phone';
import { Badge } from '../../kit/record-card';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/toto-drivers: the drivers on /transport/toto, each at a stand chosen from the stands. */
export function totoDriversKind(t: TFunction): RecordKindView<AdminTotoDriverFieldsFragment> {
  return {
    auditType: 'TOTO_DRIVER',
    words: {
      title: t('admin.kinds.totoDrivers.title'),
      intro: t('admin.kinds.totoDrivers.intro'),
      newLabel: t('admin.kinds.totoDrivers.new'),
      tile: t('admin.kinds.totoDrivers.tile'),
      listLabel: t('admin.kinds.totoDrivers.listLabel'),
      searchLabel: t('admin.kinds.totoDrivers.search'),
      searchPlaceholder: t('admin.kinds.totoDrivers.searchPlaceholder'),
      empty: t('admin.kinds.totoDrivers.empty'),
    },
    list: { document: AdminTotoDriversDocument, field: 'adminTotoDrivers' },
    // Filled with the stands by the choices below.
    filters: [
      {
        name: 'standId',
        label: t('admin.kinds.totoDrivers.standFilter'),
        allLabel: t('admin.kinds.totoDrivers.allStands'),
        options: [],
      },
    ],
    choices: {
      document: AdminTotoStandChoicesDocument,
      options: (data: AdminTotoStandChoicesQuery) => {
        const stands = data.adminTotoStands.nodes.map((stand) => ({
          value: stand.id,
          label: `${stand.name}, ${stand.village}`,
        }));
        return { standId: stands };
      },
    },
    create: CreateTotoDriverDocument,
    update: UpdateTotoDriverDocument,
    remove: DeleteTotoDriverDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'standId', type: 'select', label: t('admin.kinds.totoDrivers.fields.standId'), required: true },
        { name: 'name', type: 'text', label: t('admin.kinds.totoDrivers.fields.name'), required: true, maxLength: 80 },
        { name: 'nameBn', type: 'text', label: t('admin.kinds.totoDrivers.fields.nameBn'), maxLength: 80 },
        {
          name: 'phone',
          type: 'tel',
          label: t('admin.kinds.totoDrivers.fields.phone'),
          hint: t('admin.kinds.totoDrivers.fields.phoneHint'),
          required: true,
          maxLength: 20,
        },
        {
          name: 'vehicleNumber',
          type: 'text',
          label: t('admin.kinds.totoDrivers.fields.vehicleNumber'),
          hint: t('admin.kinds.totoDrivers.fields.vehicleNumberHint'),
          required: true,
          maxLength: 20,
        },
        { name: 'available', type: 'checkbox', label: t('admin.kinds.totoDrivers.fields.available'), initial: true },
      ],
      ['name'],
    ),
    name: (driver) => driver.name,
    subtitle: (driver) => driver.nameBn,
    facts: (driver) => [
      { label: t('admin.kinds.totoDrivers.fields.standId'), value: driver.stand.name },
      { label: t('admin.kinds.totoDrivers.fields.phone'), value: formatPhone(driver.phone) },
      { label: t('admin.kinds.totoDrivers.fields.vehicleNumber'), value: driver.vehicleNumber },
    ],
    badges: (driver) =>
      driver.available ? null : createElement(Badge, { tone: 'warn', children: t('admin.kinds.totoDrivers.offRoad') }),
    off: (driver) => !driver.available,
    publicFields: ['totoStands'],
  };
}
