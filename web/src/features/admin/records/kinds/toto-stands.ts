import type { TFunction } from 'i18next';
import {
  AdminTotoStandsDocument,
  CreateTotoStandDocument,
  DeleteTotoStandDocument,
  UpdateTotoStandDocument,
  type AdminTotoStandFieldsFragment,
} from '../../../../generated/graphql';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/toto-stands: where totos wait, listed with their drivers on /transport/toto. */
export function totoStandsKind(t: TFunction): RecordKindView<AdminTotoStandFieldsFragment> {
  return {
    auditType: 'TOTO_STAND',
    words: {
      title: t('admin.kinds.totoStands.title'),
      intro: t('admin.kinds.totoStands.intro'),
      newLabel: t('admin.kinds.totoStands.new'),
      tile: t('admin.kinds.totoStands.tile'),
      listLabel: t('admin.kinds.totoStands.listLabel'),
      searchLabel: t('admin.kinds.totoStands.search'),
      searchPlaceholder: t('admin.kinds.totoStands.searchPlaceholder'),
      empty: t('admin.kinds.totoStands.empty'),
    },
    list: { document: AdminTotoStandsDocument, field: 'adminTotoStands' },
    create: CreateTotoStandDocument,
    update: UpdateTotoStandDocument,
    remove: DeleteTotoStandDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'name', type: 'text', label: t('admin.kinds.totoStands.fields.name'), required: true, maxLength: 80 },
        { name: 'nameBn', type: 'text', label: t('admin.kinds.totoStands.fields.nameBn'), maxLength: 80 },
        {
          name: 'village',
          type: 'text',
          label: t('admin.kinds.totoStands.fields.village'),
          required: true,
          maxLength: 60,
        },
        {
          name: 'landmark',
          type: 'textarea',
          rows: 2,
          label: t('admin.kinds.totoStands.fields.landmark'),
          hint: t('admin.kinds.totoStands.fields.landmarkHint'),
          maxLength: 200,
        },
        {
          name: 'sortOrder',
          type: 'number',
          label: t('admin.kinds.totoStands.fields.sortOrder'),
          hint: t('admin.kinds.totoStands.fields.sortOrderHint'),
          required: true,
          initial: '0',
        },
      ],
      ['name', 'landmark'],
    ),
    name: (stand) => stand.name,
    subtitle: (stand) => stand.nameBn,
    facts: (stand) => [
      { label: t('admin.kinds.totoStands.fields.village'), value: stand.village },
      !!stand.landmark && { label: t('admin.kinds.totoStands.fields.landmark'), value: stand.landmark },
      {
        label: t('admin.kinds.totoStands.driversLabel'),
        value: t('admin.kinds.totoStands.drivers', { count: stand.drivers.length }),
      },
    ],
    deleteNote: t('admin.kinds.totoStands.deleteNote'),
    publicFields: ['totoStands'],
  };
}
