import type { TFunction } from 'i18next';
import {
  AdminSpecialtiesDocument,
  CreateSpecialtyDocument,
  DeleteSpecialtyDocument,
  UpdateSpecialtyDocument,
  type AdminSpecialtyFieldsFragment,
} from '../../../../generated/graphql';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/specialties: the branches of medicine doctors are listed under. */
export function specialtiesKind(t: TFunction): RecordKindView<AdminSpecialtyFieldsFragment> {
  return {
    auditType: 'SPECIALTY',
    words: {
      title: t('admin.kinds.specialties.title'),
      intro: t('admin.kinds.specialties.intro'),
      newLabel: t('admin.kinds.specialties.new'),
      tile: t('admin.kinds.specialties.tile'),
      listLabel: t('admin.kinds.specialties.listLabel'),
      searchLabel: t('admin.kinds.specialties.search'),
      searchPlaceholder: t('admin.kinds.specialties.searchPlaceholder'),
      empty: t('admin.kinds.specialties.empty'),
    },
    list: { document: AdminSpecialtiesDocument, field: 'adminSpecialties' },
    create: CreateSpecialtyDocument,
    update: UpdateSpecialtyDocument,
    remove: DeleteSpecialtyDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'name', type: 'text', label: t('admin.kinds.specialties.fields.name'), required: true, maxLength: 60 },
        { name: 'nameBn', type: 'text', label: t('admin.kinds.specialties.fields.nameBn'), maxLength: 60 },
        {
          name: 'slug',
          type: 'text',
          label: t('admin.kinds.specialties.fields.slug'),
          hint: t('admin.kinds.specialties.fields.slugHint'),
          maxLength: 60,
        },
        {
          name: 'sortOrder',
          type: 'number',
          label: t('admin.kinds.specialties.fields.sortOrder'),
          hint: t('admin.kinds.specialties.fields.sortOrderHint'),
          required: true,
          initial: '0',
        },
      ],
      ['name'],
    ),
    name: (specialty) => specialty.name,
    subtitle: (specialty) => specialty.nameBn,
    facts: (specialty) => [
      { label: t('admin.kinds.specialties.fields.slug'), value: `/medical/doctor/doctorDetails/${specialty.slug}` },
    ],
    deleteNote: t('admin.kinds.specialties.deleteNote'),
  };
}
