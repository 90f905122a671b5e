import type { TFunction } from 'i18next';
import {
  AdminGalleryAlbumsDocument,
  CreateGalleryAlbumDocument,
  DeleteGalleryAlbumDocument,
  UpdateGalleryAlbumDocument,
  type AdminGalleryAlbumFieldsFragment,
} from '../../../../generated/graphql';
import { galleryLinks } from '../../../gallery/paths';
import type { RecordKindView } from '../record-kind';
import { AlbumPictures } from './album-pictures';

/** /admin/gallery: the gallery's albums, and on each card its pictures. */
export function galleryAlbumsKind(t: TFunction): RecordKindView<AdminGalleryAlbumFieldsFragment> {
  return {
    auditType: 'GALLERY_ALBUM',
    words: {
      title: t('admin.kinds.gallery.title'),
      intro: t('admin.kinds.gallery.intro'),
      newLabel: t('admin.kinds.gallery.new'),
      tile: t('admin.kinds.gallery.tile'),
      listLabel: t('admin.kinds.gallery.listLabel'),
      searchLabel: t('admin.kinds.gallery.search'),
      searchPlaceholder: t('admin.kinds.gallery.searchPlaceholder'),
      empty: t('admin.kinds.gallery.empty'),
    },
    list: { document: AdminGalleryAlbumsDocument, field: 'adminGalleryAlbums' },
    create: CreateGalleryAlbumDocument,
    update: UpdateGalleryAlbumDocument,
    remove: DeleteGalleryAlbumDocument,
    fields: [
      { name: 'title', type: 'text', label: t('admin.kinds.gallery.fields.title'), required: true, maxLength: 100 },
      { name: 'titleBn', type: 'text', label: t('admin.kinds.gallery.fields.titleBn'), maxLength: 100 },
      {
        name: 'slug',
        type: 'text',
        label: t('admin.kinds.gallery.fields.slug'),
        hint: t('admin.kinds.gallery.fields.slugHint'),
        maxLength: 60,
      },
      {
        name: 'description',
        type: 'textarea',
        label: t('admin.kinds.gallery.fields.description'),
        maxLength: 500,
        rows: 3,
      },
      {
        name: 'descriptionBn',
        type: 'textarea',
        label: t('admin.kinds.gallery.fields.descriptionBn'),
        maxLength: 500,
        rows: 3,
      },
      {
        name: 'descriptionHi',
        type: 'textarea',
        label: t('admin.kinds.gallery.fields.descriptionHi'),
        maxLength: 500,
        rows: 3,
      },
      {
        name: 'sortOrder',
        type: 'number',
        label: t('admin.kinds.gallery.fields.sortOrder'),
        hint: t('admin.kinds.gallery.fields.sortOrderHint'),
        required: true,
        initial: '0',
      },
    ],
    name: (album) => album.title,
    subtitle: (album) => album.titleBn,
    facts: (album) => [
      { label: t('admin.kinds.gallery.fields.address'), value: galleryLinks.byName(album.slug) },
      {
        label: t('admin.kinds.gallery.fields.pictures'),
        value: t('admin.kinds.gallery.pictureCount', { count: album.images.length }),
      },
      !!album.description && { label: t('admin.kinds.gallery.fields.description'), value: album.description },
    ],
    panels: (album, done) => [
      {
        key: 'pictures',
        label: t('admin.kinds.gallery.pictures.button'),
        render: () => <AlbumPictures album={album} done={done} />,
      },
    ],
    deleteNote: t('admin.kinds.gallery.deleteNote'),
    publicFields: ['galleryAlbum', 'galleryAlbums'],
  };
}
