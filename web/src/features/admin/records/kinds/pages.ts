import type { TFunction } from 'i18next';
import {
  AdminPagesDocument,
  CreatePageDocument,
  DeletePageDocument,
  UpdatePageDocument,
  type AdminPageFieldsFragment,
} from '../../../../generated/graphql';
import { infoPaths } from '../../../info/paths';
import type { RecordKindView } from '../record-kind';

/** The site's pages of words, each at its own route; the API refuses any other (api: page.admin.ts). */
const ADDRESSES: Record<string, string> = {
  about: infoPaths.aboutUs,
  privacy: infoPaths.privacy,
  contact: infoPaths.contact,
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** /admin/pages: the words of the about, privacy and contact pages. */
export function pagesKind(t: TFunction): RecordKindView<AdminPageFieldsFragment> {
  const slugs = [
    { value: 'about', label: t('admin.kinds.pages.slugs.about') },
    { value: 'privacy', label: t('admin.kinds.pages.slugs.privacy') },
    { value: 'contact', label: t('admin.kinds.pages.slugs.contact') },
  ];
  return {
    auditType: 'PAGE',
    words: {
      title: t('admin.kinds.pages.title'),
      intro: t('admin.kinds.pages.intro'),
      newLabel: t('admin.kinds.pages.new'),
      tile: t('admin.kinds.pages.tile'),
      listLabel: t('admin.kinds.pages.listLabel'),
      searchLabel: t('admin.kinds.pages.search'),
      searchPlaceholder: t('admin.kinds.pages.searchPlaceholder'),
      empty: t('admin.kinds.pages.empty'),
    },
    list: { document: AdminPagesDocument, field: 'adminPages' },
    create: CreatePageDocument,
    update: UpdatePageDocument,
    remove: DeletePageDocument,
    fields: [
      {
        name: 'slug',
        type: 'select',
        label: t('admin.kinds.pages.fields.slug'),
        hint: t('admin.kinds.pages.fields.slugHint'),
        options: slugs,
        required: true,
        initial: 'about',
      },
      { name: 'title', type: 'text', label: t('admin.kinds.pages.fields.title'), required: true, maxLength: 100 },
      { name: 'titleBn', type: 'text', label: t('admin.kinds.pages.fields.titleBn'), maxLength: 100 },
      { name: 'titleHi', type: 'text', label: t('admin.kinds.pages.fields.titleHi'), maxLength: 100 },
      {
        name: 'body',
        type: 'textarea',
        label: t('admin.kinds.pages.fields.body'),
        hint: t('admin.kinds.pages.fields.bodyHint'),
        required: true,
        maxLength: 20_000,
        rows: 14,
      },
      { name: 'bodyBn', type: 'textarea', label: t('admin.kinds.pages.fields.bodyBn'), maxLength: 20_000, rows: 10 },
      { name: 'bodyHi', type: 'textarea', label: t('admin.kinds.pages.fields.bodyHi'), maxLength: 20_000, rows: 10 },
    ],
    name: (page) => page.title,
    subtitle: (page) => page.titleBn,
    facts: (page) => [
      { label: t('admin.kinds.pages.fields.address'), value: ADDRESSES[page.slug] ?? page.slug },
      {
        label: t('admin.kinds.pages.fields.body'),
        value: t('admin.kinds.pages.words', { count: wordCount(page.body) }),
      },
      {
        label: t('admin.kinds.pages.fields.bengali'),
        value: page.bodyBn
          ? t('admin.kinds.pages.words', { count: wordCount(page.bodyBn) })
          : t('admin.kinds.pages.noBengali'),
      },
    ],
    deleteNote: t('admin.kinds.pages.deleteNote'),
    publicFields: ['page'],
  };
}
