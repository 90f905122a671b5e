import type { TFunction } from 'i18next';
import {
  AdminLabChoicesDocument,
  AdminLabTestsDocument,
  CreateLabTestDocument,
  DeleteLabTestDocument,
  UpdateLabTestDocument,
  type AdminLabChoicesQuery,
  type AdminLabTestFieldsFragment,
} from '../../../../generated/graphql';
import { formatRupees } from '../../../../shared/format/money';
import { Badge } from '../../kit/record-card';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';

/** /admin/lab-tests: the tests on the Lab tests page, each at one lab's price. */
export function labTestsKind(t: TFunction): RecordKindView<AdminLabTestFieldsFragment> {
  const field = (name: string) => t(`admin.kinds.labTests.fields.${name}` as 'admin.kinds.labTests.fields.name');
  return {
    auditType: 'LAB_TEST',
    words: {
      title: t('admin.kinds.labTests.title'),
      intro: t('admin.kinds.labTests.intro'),
      newLabel: t('admin.kinds.labTests.new'),
      tile: t('admin.kinds.labTests.tile'),
      listLabel: t('admin.kinds.labTests.listLabel'),
      searchLabel: t('admin.kinds.labTests.search'),
      searchPlaceholder: t('admin.kinds.labTests.searchPlaceholder'),
      empty: t('admin.kinds.labTests.empty'),
    },
    list: { document: AdminLabTestsDocument, field: 'adminLabTests' },
    filters: [
      {
        name: 'vendorId',
        label: t('admin.kinds.labTests.labFilter'),
        allLabel: t('admin.kinds.labTests.allLabs'),
        options: [],
      },
    ],
    choices: {
      document: AdminLabChoicesDocument,
      options: (data: AdminLabChoicesQuery) => ({
        vendorId: data.adminVendors.nodes.map((lab) => ({
          value: lab.id,
          label: lab.active ? lab.name : t('admin.kinds.labTests.closedLab', { name: lab.name }),
        })),
      }),
    },
    create: CreateLabTestDocument,
    update: UpdateLabTestDocument,
    remove: DeleteLabTestDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'name', type: 'text', label: field('name'), required: true, maxLength: 100 },
        { name: 'nameBn', type: 'text', label: field('nameBn'), maxLength: 100 },
        { name: 'vendorId', type: 'select', label: field('vendorId'), hint: field('labIdHint') },
        { name: 'pricePaise', type: 'money', label: field('pricePaise'), required: true },
        {
          name: 'sample',
          type: 'text',
          label: field('sample'),
          required: true,
          maxLength: 60,
          suggestions: ['Blood', 'Urine', 'Stool', 'Sputum', 'Swab'],
        },
        { name: 'sampleBn', type: 'text', label: field('sampleBn'), maxLength: 60 },
        {
          name: 'preparation',
          type: 'text',
          label: field('preparation'),
          hint: field('preparationHint'),
          maxLength: 200,
        },
        { name: 'preparationBn', type: 'text', label: field('preparationBn'), maxLength: 200 },
        {
          name: 'reportTime',
          type: 'text',
          label: field('reportTime'),
          hint: field('reportTimeHint'),
          required: true,
          maxLength: 60,
        },
        { name: 'reportTimeBn', type: 'text', label: field('reportTimeBn'), maxLength: 60 },
        { name: 'homeCollection', type: 'checkbox', label: field('homeCollection') },
        { name: 'active', type: 'checkbox', label: field('active'), initial: true },
      ],
      ['name', 'sample', 'preparation', 'reportTime'],
    ),
    name: (test) => test.name,
    subtitle: (test) => test.nameBn,
    badges: (test) => (test.active ? undefined : <Badge tone="bad">{t('admin.kinds.labTests.hidden')}</Badge>),
    off: (test) => !test.active,
    facts: (test) => [
      { label: field('vendorId'), value: test.labName ?? t('admin.kinds.labTests.noLab') },
      { label: field('pricePaise'), value: formatRupees(test.pricePaise) },
      { label: field('sample'), value: test.sample },
      !!test.preparation && { label: field('preparation'), value: test.preparation },
      { label: field('reportTime'), value: test.reportTime },
      test.homeCollection && { label: t('admin.kinds.labTests.homeCollection'), value: '✓' },
    ],
    deleteNote: t('admin.kinds.labTests.deleteNote'),
    publicFields: ['labTests'],
  };
}
