import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrescriptionPhoto, type PhotoState, type UploadPhoto } from '../use-prescription-photo';
import { PrescriptionPhoto } from './prescription-photo';

/** Most photos one medicine order may carry (api prescriptions.ts). */
export const MAX_PHOTOS = 5;

/**
 * One more page of the prescription (or a strip of tablets): a photo of its own, sent as soon as
 * it is chosen, like the first. It tells the page how it stands, so Send waits for it too.
 */
export function MorePhoto({
  number,
  upload,
  onState,
  onDrop,
  disabled,
  error,
}: {
  number: number;
  upload?: UploadPhoto;
  onState: (state: PhotoState) => void;
  onDrop: () => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const { photo, choose, retry, remove } = usePrescriptionPhoto(upload);
  const tell = useRef(onState);
  tell.current = onState;
  useEffect(() => tell.current(photo), [photo]);
  return (
    <div className="list-order__more-photo">
      <PrescriptionPhoto
        photo={photo}
        legend={t('listOrder.photo.morelegend', { number })}
        onChoose={(file) => void choose(file)}
        onRetry={() => void retry()}
        onRemove={() => {
          remove();
          onDrop();
        }}
        error={error}
        disabled={disabled}
      />
      {photo.status === 'none' && (
        <button type="button" className="photo__remove" disabled={disabled} onClick={onDrop}>
          {t('listOrder.photo.noMore')}
        </button>
      )}
    </div>
  );
}
