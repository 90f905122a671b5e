import type { TFunction } from 'i18next';
import {
  AdminEmergencyContactsDocument,
  CreateEmergencyContactDocument,
  DeleteEmergencyContactDocument,
  UpdateEmergencyContactDocument,
  type AdminEmergencyContactFieldsFragment,
} from '../../../../generated/graphql';
import { formatPhone } from '../../../../shared/format/phone';
import { emergencyGroups } from '../../../emergency/paths';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/emergency: the numbers on the Emergency pages. */
export function emergencyContactsKind(t: TFunction): RecordKindView<AdminEmergencyContactFieldsFragment> {
  const groups = emergencyGroups.map(({ slug, group }) => ({
    value: group,
    label: t(`emergency.groups.${slug}.name`),
  }));
  const groupName = (group: string) => groups.find((g) => g.value === group)?.label ?? group;
  return {
    auditType: 'EMERGENCY_CONTACT',
    words: {
      title: t('admin.kinds.emergency.title'),
      intro: t('admin.kinds.emergency.intro'),
      newLabel: t('admin.kinds.emergency.new'),
      tile: t('admin.kinds.emergency.tile'),
      listLabel: t('admin.kinds.emergency.listLabel'),
      searchLabel: t('admin.kinds.emergency.search'),
      searchPlaceholder: t('admin.kinds.emergency.searchPlaceholder'),
      empty: t('admin.kinds.emergency.empty'),
    },
    list: { document: AdminEmergencyContactsDocument, field: 'adminEmergencyContacts' },
    filters: [
      {
        name: 'group',
        label: t('admin.kinds.emergency.groupFilter'),
        allLabel: t('admin.kinds.emergency.allGroups'),
        options: groups,
      },
    ],
    create: CreateEmergencyContactDocument,
    update: UpdateEmergencyContactDocument,
    remove: DeleteEmergencyContactDocument,
    fields: withOtherLanguages(
      t,
      [
        {
          name: 'group',
          type: 'select',
          label: t('admin.kinds.emergency.fields.group'),
          options: groups,
          required: true,
          initial: 'POLICE',
        },
        { name: 'name', type: 'text', label: t('admin.kinds.emergency.fields.name'), required: true, maxLength: 100 },
        { name: 'nameBn', type: 'text', label: t('admin.kinds.emergency.fields.nameBn'), maxLength: 100 },
        {
          name: 'phone',
          type: 'tel',
          label: t('admin.kinds.emergency.fields.phone'),
          hint: t('admin.kinds.emergency.fields.phoneHint'),
          required: true,
          maxLength: 30,
        },
        { name: 'altPhone', type: 'tel', label: t('admin.kinds.emergency.fields.altPhone'), maxLength: 30 },
        { name: 'area', type: 'text', label: t('admin.kinds.emergency.fields.area'), maxLength: 100 },
        { name: 'areaBn', type: 'text', label: t('admin.kinds.emergency.fields.areaBn'), maxLength: 100 },
        { name: 'available24h', type: 'checkbox', label: t('admin.kinds.emergency.fields.available24h') },
        {
          name: 'sortOrder',
          type: 'number',
          label: t('admin.kinds.emergency.fields.sortOrder'),
          hint: t('admin.kinds.emergency.fields.sortOrderHint'),
          required: true,
          initial: '0',
        },
      ],
      ['name'],
    ),
    name: (contact) => contact.name,
    subtitle: (contact) => contact.nameBn,
    facts: (contact) => [
      { label: t('admin.kinds.emergency.fields.group'), value: groupName(contact.group) },
      { label: t('admin.kinds.emergency.fields.phone'), value: formatPhone(contact.phone) },
      !!contact.altPhone && { label: t('admin.kinds.emergency.fields.altPhone'), value: formatPhone(contact.altPhone) },
      !!contact.area && { label: t('admin.kinds.emergency.fields.area'), value: contact.area },
      contact.available24h && { label: t('admin.kinds.emergency.open24h'), value: '✓' },
    ],
  };
}
