import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteGalleryImageDocument,
  UpdateGalleryImageDocument,
  type AdminGalleryAlbumFieldsFragment,
  type AdminGalleryImageFieldsFragment,
} from '../../../../generated/graphql';
import '../../../../shared/i18n/admin';
import { FormBanner, TextField } from '../../../../shared/ui/form';
import { adminProblem } from '../../kit/admin-problem';
import { AuditHistory } from '../../kit/audit-history';
import { ConfirmPanel } from '../../kit/confirm-panel';
import { ImageUploadField } from '../../kit/image-upload-field';
import { useRecordForm } from '../../kit/record-form';
import './content-kinds.css';

interface PictureProps {
  picture: AdminGalleryImageFieldsFragment;
  number: number;
  albumTitle: string;
  done: (message: string) => void;
}

/** One picture of an album: its thumbnail and size, its captions to correct, and Delete. */
function AlbumPicture({ picture, number, albumTitle, done }: PictureProps) {
  const { t } = useTranslation();
  const form = useRecordForm(['caption', 'captionBn', 'captionHi'] as const);
  const [caption, setCaption] = useState(picture.caption ?? '');
  const [captionBn, setCaptionBn] = useState(picture.captionBn ?? '');
  const [captionHi, setCaptionHi] = useState(picture.captionHi ?? '');
  const [update] = useMutation(UpdateGalleryImageDocument);
  const [remove, removing] = useMutation(DeleteGalleryImageDocument);
  // One of the picture's own panels at a time: its history, or the delete question.
  const [open, setOpen] = useState<'history' | 'delete' | null>(null);
  const deleting = open === 'delete';
  const toggle = (panel: 'history' | 'delete') => setOpen((current) => (current === panel ? null : panel));
  const [problem, setProblem] = useState<string | null>(null);
  const name = t('admin.kinds.gallery.pictures.picture', { number });

  return (
    <figure className="admin-album__picture" aria-label={name}>
      <img
        className="admin-album__thumb"
        src={picture.image.src}
        srcSet={picture.image.srcSet}
        sizes="160px"
        width={picture.image.width}
        height={picture.image.height}
        alt={picture.caption ?? name}
        decoding="async"
      />
      <figcaption className="admin-album__size ws-meta">
        {name} · {t('admin.kinds.gallery.pictures.size', { width: picture.image.width, height: picture.image.height })}
      </figcaption>
      <form
        ref={form.formRef}
        className="admin-album__captions"
        noValidate
        aria-label={t('admin.kinds.gallery.pictures.captions', { number })}
        onSubmit={(event) => {
          event.preventDefault();
          if (form.busy) return;
          void form
            .submit(() =>
              update({
                variables: {
                  id: picture.id,
                  input: {
                    caption: caption.trim() || null,
                    captionBn: captionBn.trim() || null,
                    captionHi: captionHi.trim() || null,
                  },
                },
              }),
            )
            .then((saved) => saved && done(t('admin.kinds.gallery.pictures.saved')));
        }}
      >
        <TextField
          label={t('admin.kinds.gallery.pictures.caption')}
          value={caption}
          maxLength={200}
          error={form.error('caption')}
          onChange={(e) => (setCaption(e.target.value), form.clear('caption'))}
        />
        <TextField
          label={t('admin.kinds.gallery.pictures.captionBn')}
          value={captionBn}
          maxLength={200}
          lang="bn"
          error={form.error('captionBn')}
          onChange={(e) => (setCaptionBn(e.target.value), form.clear('captionBn'))}
        />
        <TextField
          label={t('admin.kinds.gallery.pictures.captionHi')}
          value={captionHi}
          maxLength={200}
          lang="hi"
          error={form.error('captionHi')}
          onChange={(e) => (setCaptionHi(e.target.value), form.clear('captionHi'))}
        />
        {form.banner && <FormBanner>{form.banner}</FormBanner>}
        <div className="ws-actions">
          <button type="submit" className="button button--secondary" disabled={form.busy}>
            {form.busy ? t('admin.kit.saving') : t('admin.kinds.gallery.pictures.save')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open === 'history'}
            onClick={() => toggle('history')}
          >
            {t('admin.kit.history.button')}
          </button>
          <button
            type="button"
            className="button button--quiet admin-record__danger"
            aria-expanded={deleting}
            onClick={() => (toggle('delete'), setProblem(null))}
          >
            {t('admin.kinds.gallery.pictures.delete')}
          </button>
        </div>
      </form>
      {open === 'history' && (
        <AuditHistory
          entityType="GALLERY_IMAGE"
          entityId={picture.id}
          label={t('admin.kit.history.of', { name })}
          fieldWords={{
            label: (field) =>
              field === 'caption' || field === 'captionBn' || field === 'captionHi'
                ? t(`admin.kinds.gallery.pictures.${field}`)
                : null,
          }}
        />
      )}
      {deleting && (
        <ConfirmPanel
          question={t('admin.kinds.gallery.pictures.deleteQuestion', { number })}
          confirmLabel={t('admin.records.delete.yes')}
          cancelLabel={t('admin.records.delete.no')}
          busy={removing.loading}
          busyLabel={t('admin.records.delete.busy')}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setProblem(null);
            remove({ variables: { id: picture.id } }).then(
              () => done(t('admin.kinds.gallery.pictures.deleted', { name: albumTitle })),
              (error: unknown) => {
                const p = adminProblem(error);
                setProblem(p.message ?? t(p.key));
              },
            );
          }}
        >
          <p className="ws-meta">{t('admin.kinds.gallery.pictures.deleteText')}</p>
          {problem && (
            <p className="ws-problem" role="alert">
              {problem}
            </p>
          )}
        </ConfirmPanel>
      )}
    </figure>
  );
}

/**
 * An album's pictures on its card: "Add a picture" at the top (each upload adds one at the end
 * of the album, at once), then every picture with its captions and Delete.
 */
export function AlbumPictures({
  album,
  done,
}: {
  album: AdminGalleryAlbumFieldsFragment;
  done: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-album" aria-label={t('admin.kinds.gallery.pictures.label', { name: album.title })}>
      <ImageUploadField
        kind="gallery"
        recordId={album.id}
        image={null}
        label={t('admin.kinds.gallery.pictures.add')}
        hint={t('admin.kinds.gallery.pictures.addHint')}
        onUploaded={() => done(t('admin.kinds.gallery.pictures.added', { name: album.title }))}
      />
      {album.images.length === 0 ? (
        <p className="ws-meta">{t('admin.kinds.gallery.pictures.none')}</p>
      ) : (
        <ol className="admin-album__pictures">
          {album.images.map((picture, index) => (
            <li key={picture.id}>
              <AlbumPicture picture={picture} number={index + 1} albumTitle={album.title} done={done} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
