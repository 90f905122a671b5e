import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/workspace';
import { getAccessToken } from '../session/session-state';

/** What became of one photo: fetched (an address on this phone), still coming, or not to be had. */
type Loaded =
  | { url: string; state: 'loading' }
  | { url: string; state: 'ready'; blobUrl: string }
  | { url: string; state: 'failed' };

/**
 * The photos come only with the signed-in person's token (they are the pharmacy's and the admins'
 * to read), so an <img> cannot ask for them itself: each is fetched and shown from this phone.
 */
export async function fetchPrescriptionPhoto(url: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const token = getAccessToken();
  const response = await fetchImpl(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`prescription photo: ${response.status}`);
  return response.blob();
}

function usePhotos(urls: readonly string[]): Loaded[] {
  const key = urls.join('\n');
  const [loaded, setLoaded] = useState<Loaded[]>(() => urls.map((url) => ({ url, state: 'loading' })));
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    const list = key ? key.split('\n') : [];
    setLoaded(list.map((url) => ({ url, state: 'loading' })));
    list.forEach((url, index) => {
      fetchPrescriptionPhoto(url)
        .then((blob) => {
          const blobUrl = URL.createObjectURL(blob);
          made.push(blobUrl);
          if (live) setLoaded((current) => current.map((p, i) => (i === index ? { url, state: 'ready', blobUrl } : p)));
        })
        .catch(() => {
          if (live) setLoaded((current) => current.map((p, i) => (i === index ? { url, state: 'failed' } : p)));
        });
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [key]);
  return loaded;
}

/**
 * The prescription photos of a medicine order, each as wide as the card so the writing can be
 * read; a tap opens it full screen, where it can be zoomed (buttons, or two fingers) and opened
 * on its own at full size.
 */
export function PrescriptionPhotos({ urls, code }: { urls: readonly string[]; code: string }) {
  const { t } = useTranslation();
  const photos = usePhotos(urls);
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const shown = open !== null ? photos[open] : null;
  return (
    <section className="rx-photos" aria-label={t('workspace.photos.label', { count: urls.length })}>
      <p className="rx-photos__title">{t('workspace.photos.title', { count: urls.length })}</p>
      <ul className="rx-photos__list">
        {photos.map((photo, index) => (
          <li key={photo.url} className="rx-photos__item">
            {photo.state === 'ready' ? (
              <button
                type="button"
                className="rx-photos__open"
                onClick={() => setOpen(index)}
                aria-label={t('workspace.photos.open', { number: index + 1, code })}
              >
                <img
                  src={photo.blobUrl}
                  alt={t('workspace.photos.alt', { number: index + 1, code })}
                  className="rx-photos__img"
                />
                <span className="rx-photos__hint">{t('workspace.photos.tapToZoom')}</span>
              </button>
            ) : (
              <p className="rx-photos__placeholder" role={photo.state === 'failed' ? 'alert' : undefined}>
                {photo.state === 'failed' ? t('workspace.photos.failed') : t('workspace.photos.loading')}
              </p>
            )}
          </li>
        ))}
      </ul>
      {shown && shown.state === 'ready' && (
        <PhotoViewer
          src={shown.blobUrl}
          alt={t('workspace.photos.alt', { number: open! + 1, code })}
          position={{ number: open! + 1, count: urls.length }}
          onPrevious={open! > 0 ? () => setOpen(open! - 1) : undefined}
          onNext={open! < photos.length - 1 ? () => setOpen(open! + 1) : undefined}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

const ZOOMS = [1, 1.5, 2, 3, 4];

/** One photo over the whole screen, scrollable, zoomed by buttons or two fingers. */
function PhotoViewer(props: {
  src: string;
  alt: string;
  position: { number: number; count: number };
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(0);
  useEffect(() => setZoom(0), [props.src]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') props.onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [props]);
  return (
    <div className="rx-viewer" role="dialog" aria-modal="true" aria-label={props.alt} data-testid="photo-viewer">
      <div className="rx-viewer__bar">
        <span className="rx-viewer__count">{t('workspace.photos.position', props.position)}</span>
        <button
          type="button"
          className="rx-viewer__button"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
          aria-label={t('workspace.photos.zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          className="rx-viewer__button"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
          aria-label={t('workspace.photos.zoomIn')}
        >
          +
        </button>
        <a className="rx-viewer__button rx-viewer__full" href={props.src} target="_blank" rel="noopener">
          {t('workspace.photos.fullSize')}
        </a>
        {/* The viewer opens over the page: focus goes to its close button, as in a dialog. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="rx-viewer__button rx-viewer__close" onClick={props.onClose} autoFocus>
          {t('workspace.photos.close')}
        </button>
      </div>
      <div className="rx-viewer__stage">
        <img
          src={props.src}
          alt={props.alt}
          className="rx-viewer__img"
          style={{ width: `${ZOOMS[zoom] * 100}%` }}
          data-zoom={ZOOMS[zoom]}
        />
      </div>
      {(props.onPrevious || props.onNext) && (
        <div className="rx-viewer__bar rx-viewer__bar--bottom">
          <button type="button" className="rx-viewer__button" onClick={props.onPrevious} disabled={!props.onPrevious}>
            {t('workspace.photos.previous')}
          </button>
          <button type="button" className="rx-viewer__button" onClick={props.onNext} disabled={!props.onNext}>
            {t('workspace.photos.next')}
          </button>
        </div>
      )}
    </div>
  );
}
