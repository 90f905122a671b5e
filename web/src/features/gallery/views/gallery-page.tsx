import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GalleryAlbumDocument } from '../../../generated/graphql';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { NotFoundPage } from '../../../shared/ui/not-found';
import { PageHeader } from '../../../shared/ui/page-header';
import { Picture } from '../../../shared/ui/picture';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import './gallery.css';
import '../../../shared/i18n/sections';

export function GalleryPage() {
  const { t } = useTranslation();
  const slug = useParams().name ?? '';
  const { data, loading, error, refetch } = useQuery(GalleryAlbumDocument, { variables: { slug } });
  const back = { to: '/', label: t('common.backHome') };
  const { language, optional } = useInLanguage();

  if (loading && !data) {
    return (
      <>
        <PageHeader title={t('gallery.title')} />
        <div className="gallery-status">
          <Spinner />
        </div>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title={t('gallery.title')} />
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      </>
    );
  }
  const album = data?.galleryAlbum;
  if (!album)
    return <NotFoundPage title={t('gallery.title')} message={t('gallery.notFound', { name: slug })} back={back} />;

  const [title, otherTitle] = namesInOrder(language, album.title, album.titleBn);
  const description = optional({ en: album.description, bn: album.descriptionBn, hi: album.descriptionHi });
  return (
    <>
      <PageHeader title={title.text} subtitle={description ?? t('gallery.count', { count: album.images.length })} />
      {otherTitle && (
        <p className="gallery-title-bn" lang={otherTitle.lang}>
          {otherTitle.text}
        </p>
      )}
      {album.images.length === 0 ? (
        <EmptyPanel>{t('gallery.empty')}</EmptyPanel>
      ) : (
        <ul className="gallery-grid">
          {album.images.map((item) => {
            const caption = optional({ en: item.caption, bn: item.captionBn, hi: item.captionHi });
            return (
              <li key={item.id}>
                <figure className="gallery-item">
                  <Picture image={item.image} alt={caption ?? ''} sizes="(min-width: 760px) 33vw, 100vw" />
                  {caption && <figcaption className="gallery-item__caption">{caption}</figcaption>}
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
