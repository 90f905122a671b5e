import type { TFunction } from 'i18next';
import { homeLinks } from '../../../../app/home-links';
import {
  AdminHomeBannersDocument,
  CreateHomeBannerDocument,
  DeleteHomeBannerDocument,
  UpdateHomeBannerDocument,
  type AdminHomeBannerFieldsFragment,
} from '../../../../generated/graphql';
import { ImageUploadField } from '../../kit/image-upload-field';
import { Badge } from '../../kit/record-card';
import type { RecordKindView } from '../record-kind';
import { galleryLinks } from '../../../gallery/paths';
import './content-kinds.css';

/** /admin/banners: the slides of the home page's carousel, each with its picture. */
export function homeBannersKind(t: TFunction): RecordKindView<AdminHomeBannerFieldsFragment> {
  return {
    auditType: 'HOME_BANNER',
    words: {
      title: t('admin.kinds.banners.title'),
      intro: t('admin.kinds.banners.intro'),
      newLabel: t('admin.kinds.banners.new'),
      tile: t('admin.kinds.banners.tile'),
      listLabel: t('admin.kinds.banners.listLabel'),
      searchLabel: t('admin.kinds.banners.search'),
      searchPlaceholder: t('admin.kinds.banners.searchPlaceholder'),
      empty: t('admin.kinds.banners.empty'),
    },
    list: { document: AdminHomeBannersDocument, field: 'adminHomeBanners' },
    create: CreateHomeBannerDocument,
    update: UpdateHomeBannerDocument,
    remove: DeleteHomeBannerDocument,
    fields: [
      { name: 'title', type: 'text', label: t('admin.kinds.banners.fields.title'), required: true, maxLength: 80 },
      { name: 'titleBn', type: 'text', label: t('admin.kinds.banners.fields.titleBn'), maxLength: 80 },
      { name: 'titleHi', type: 'text', label: t('admin.kinds.banners.fields.titleHi'), maxLength: 80 },
      { name: 'subtitle', type: 'text', label: t('admin.kinds.banners.fields.subtitle'), maxLength: 140 },
      { name: 'subtitleBn', type: 'text', label: t('admin.kinds.banners.fields.subtitleBn'), maxLength: 140 },
      { name: 'subtitleHi', type: 'text', label: t('admin.kinds.banners.fields.subtitleHi'), maxLength: 140 },
      // The sections' pages and the gallery's album are what banners usually open; any page of the site will do.
      {
        name: 'linkPath',
        type: 'text',
        label: t('admin.kinds.banners.fields.linkPath'),
        hint: t('admin.kinds.banners.fields.linkPathHint'),
        required: true,
        maxLength: 200,
        suggestions: [...Object.values(homeLinks), galleryLinks.byName('joydev-kenduli-mela')],
      },
      {
        name: 'sortOrder',
        type: 'number',
        label: t('admin.kinds.banners.fields.sortOrder'),
        hint: t('admin.kinds.banners.fields.sortOrderHint'),
        required: true,
        initial: '0',
      },
      { name: 'active', type: 'checkbox', label: t('admin.kinds.banners.fields.active'), initial: true },
    ],
    name: (banner) => banner.title,
    subtitle: (banner) => banner.titleBn,
    badges: (banner) => !banner.active && <Badge tone="warn">{t('admin.kinds.banners.hidden')}</Badge>,
    off: (banner) => !banner.active,
    facts: (banner) => [
      {
        label: t('admin.kinds.banners.fields.picture'),
        value: banner.image ? (
          <img
            className="admin-content__banner"
            src={banner.image.src}
            srcSet={banner.image.srcSet}
            sizes="(min-width: 760px) 480px, 100vw"
            width={banner.image.width}
            height={banner.image.height}
            alt=""
            decoding="async"
          />
        ) : (
          t('admin.kinds.banners.noPicture')
        ),
      },
      !!banner.image && {
        label: t('admin.kinds.banners.fields.pictureSize'),
        value: t('admin.kinds.banners.size', { width: banner.image.width, height: banner.image.height }),
      },
      !!banner.subtitle && { label: t('admin.kinds.banners.fields.subtitle'), value: banner.subtitle },
      { label: t('admin.kinds.banners.fields.linkPath'), value: banner.linkPath },
      { label: t('admin.kinds.banners.fields.sortOrder'), value: banner.sortOrder },
    ],
    // The picture is sent on its own, at once: it is the banner's as soon as it arrives.
    panels: (banner, done) => [
      {
        key: 'picture',
        label: t('admin.kinds.banners.pictureButton'),
        render: () => (
          <ImageUploadField
            kind="banners"
            recordId={banner.id}
            image={banner.image ?? null}
            label={t('admin.kinds.banners.pictureLabel')}
            hint={t('admin.kinds.banners.pictureHint')}
            alt={banner.title}
            onUploaded={() => done(t('admin.kinds.banners.pictureSaved', { name: banner.title }))}
          />
        ),
      },
    ],
    publicFields: ['homeBanners'],
  };
}
