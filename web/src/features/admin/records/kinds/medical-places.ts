import type { TFunction } from 'i18next';
import {
  AdminMedicalPlacesDocument,
  CreateMedicalPlaceDocument,
  DeleteMedicalPlaceDocument,
  UpdateMedicalPlaceDocument,
  type AdminMedicalPlaceFieldsFragment,
  type MedicalPlaceType,
} from '../../../../generated/graphql';
import { formatPhone } from '../../../../shared/format/phone';
import { medicalPlaceTypes } from '../../../medical/paths';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/medical-places: the hospitals, clinics and the rest on /medical/common/{type}. */
export function medicalPlacesKind(t: TFunction): RecordKindView<AdminMedicalPlaceFieldsFragment> {
  const field = (name: string) =>
    t(`admin.kinds.medicalPlaces.fields.${name}` as 'admin.kinds.medicalPlaces.fields.name');
  const typeName = (type: MedicalPlaceType) => t(`admin.kinds.medicalPlaces.types.${type}`);
  const types = medicalPlaceTypes.map(({ type }) => ({ value: type, label: typeName(type) }));
  return {
    auditType: 'MEDICAL_PLACE',
    words: {
      title: t('admin.kinds.medicalPlaces.title'),
      intro: t('admin.kinds.medicalPlaces.intro'),
      newLabel: t('admin.kinds.medicalPlaces.new'),
      tile: t('admin.kinds.medicalPlaces.tile'),
      listLabel: t('admin.kinds.medicalPlaces.listLabel'),
      searchLabel: t('admin.kinds.medicalPlaces.search'),
      searchPlaceholder: t('admin.kinds.medicalPlaces.searchPlaceholder'),
      empty: t('admin.kinds.medicalPlaces.empty'),
    },
    list: { document: AdminMedicalPlacesDocument, field: 'adminMedicalPlaces' },
    filters: [
      {
        name: 'type',
        label: t('admin.kinds.medicalPlaces.typeFilter'),
        allLabel: t('admin.kinds.medicalPlaces.allTypes'),
        options: types,
      },
    ],
    create: CreateMedicalPlaceDocument,
    update: UpdateMedicalPlaceDocument,
    remove: DeleteMedicalPlaceDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'type', type: 'select', label: field('type'), options: types, required: true, initial: 'HOSPITAL' },
        { name: 'name', type: 'text', label: field('name'), required: true, maxLength: 100 },
        { name: 'nameBn', type: 'text', label: field('nameBn'), maxLength: 100 },
        { name: 'address', type: 'textarea', label: field('address'), required: true, maxLength: 200, rows: 2 },
        { name: 'addressBn', type: 'textarea', label: field('addressBn'), maxLength: 200, rows: 2 },
        { name: 'village', type: 'text', label: field('village'), required: true, maxLength: 60 },
        { name: 'phone', type: 'tel', label: field('phone'), hint: field('phoneHint'), required: true, maxLength: 30 },
        { name: 'open24h', type: 'checkbox', label: field('open24h') },
        {
          name: 'services',
          type: 'textarea',
          label: field('services'),
          hint: field('servicesHint'),
          maxLength: 300,
          rows: 2,
        },
        { name: 'servicesBn', type: 'textarea', label: field('servicesBn'), maxLength: 300, rows: 2 },
      ],
      ['name', 'address', 'services'],
    ),
    name: (place) => place.name,
    subtitle: (place) => place.nameBn,
    facts: (place) => [
      { label: field('type'), value: typeName(place.type) },
      // Most addresses already name the village; it is added only where one does not.
      {
        label: field('address'),
        value: place.address.includes(place.village) ? place.address : `${place.address}, ${place.village}`,
      },
      { label: field('phone'), value: formatPhone(place.phone) },
      place.open24h && { label: t('admin.kinds.medicalPlaces.open24h'), value: '✓' },
      !!place.services && { label: field('services'), value: place.services },
    ],
    publicFields: ['medicalPlaces'],
  };
}
