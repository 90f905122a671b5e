import type { TFunction } from 'i18next';
import {
  AdminServiceProvidersDocument,
  AdminServiceTypeChoicesDocument,
  CreateServiceProviderDocument,
  DeleteServiceProviderDocument,
  UpdateServiceProviderDocument,
  type AdminServiceProviderFieldsFragment,
  type AdminServiceTypeChoicesQuery,
} from '../../../../generated/graphql';
import { formatRupees } from '../../../../shared/format/money';
import { formatPhone } from '../../../../shared/format/phone';
import type words from '../../../../shared/i18n/locales/en.admin-directory.json';
import { knownServiceTypes, serviceTypeName } from '../../../../shared/i18n/service-type-names';
import { Badge } from '../../kit/record-card';
import type { RecordKindView } from '../record-kind';

type FieldWord = keyof (typeof words)['admin']['kinds']['services']['fields'];

/**
 * /admin/services: the people on the Services pages (/service/{type}). The trade is text with
 * the known trades suggested, so a new trade needs no other record: it opens its own page.
 */
export function serviceProvidersKind(t: TFunction): RecordKindView<AdminServiceProviderFieldsFragment> {
  const field = (name: FieldWord) => t(`admin.kinds.services.fields.${name}`);
  return {
    auditType: 'SERVICE_PROVIDER',
    words: {
      title: t('admin.kinds.services.title'),
      intro: t('admin.kinds.services.intro'),
      newLabel: t('admin.kinds.services.new'),
      tile: t('admin.kinds.services.tile'),
      listLabel: t('admin.kinds.services.listLabel'),
      searchLabel: t('admin.kinds.services.search'),
      searchPlaceholder: t('admin.kinds.services.searchPlaceholder'),
      empty: t('admin.kinds.services.empty'),
    },
    list: { document: AdminServiceProvidersDocument, field: 'adminServiceProviders' },
    // Its options are the trades someone offers (the choices query).
    filters: [
      {
        name: 'type',
        label: t('admin.kinds.services.typeFilter'),
        allLabel: t('admin.kinds.services.allTypes'),
        options: [],
      },
    ],
    choices: {
      document: AdminServiceTypeChoicesDocument,
      options: (data: AdminServiceTypeChoicesQuery) => ({
        type: data.serviceTypes.map(({ slug }) => ({ value: slug, label: serviceTypeName(t, slug) })),
      }),
    },
    create: CreateServiceProviderDocument,
    update: UpdateServiceProviderDocument,
    remove: DeleteServiceProviderDocument,
    fields: [
      {
        name: 'type',
        type: 'text',
        label: field('type'),
        hint: field('typeHint'),
        required: true,
        maxLength: 40,
        suggestions: knownServiceTypes,
      },
      { name: 'name', type: 'text', label: field('name'), required: true, maxLength: 100 },
      { name: 'nameBn', type: 'text', label: field('nameBn'), maxLength: 100 },
      { name: 'village', type: 'text', label: field('village'), required: true, maxLength: 100 },
      { name: 'phone', type: 'tel', label: field('phone'), hint: field('phoneHint'), required: true, maxLength: 30 },
      { name: 'description', type: 'textarea', label: field('description'), maxLength: 500, rows: 3 },
      { name: 'descriptionBn', type: 'textarea', label: field('descriptionBn'), maxLength: 500, rows: 3 },
      { name: 'descriptionHi', type: 'textarea', label: field('descriptionHi'), maxLength: 500, rows: 3 },
      { name: 'visitChargePaise', type: 'money', label: field('visitChargePaise'), hint: field('visitChargeHint') },
      { name: 'active', type: 'checkbox', label: field('active'), initial: true },
    ],
    name: (provider) => provider.name,
    subtitle: (provider) => provider.nameBn,
    off: (provider) => !provider.active,
    badges: (provider) => !provider.active && <Badge tone="warn">{t('admin.kinds.services.hidden')}</Badge>,
    facts: (provider) => [
      { label: field('type'), value: serviceTypeName(t, provider.type) },
      { label: field('village'), value: provider.village },
      { label: field('phone'), value: formatPhone(provider.phone) },
      provider.visitChargePaise != null && {
        label: field('visitChargePaise'),
        value: formatRupees(provider.visitChargePaise),
      },
      !!provider.description && { label: field('description'), value: provider.description },
    ],
    deleteNote: t('admin.kinds.services.deleteNote'),
    publicFields: ['serviceTypes', 'serviceType', 'serviceProviders'],
  };
}
