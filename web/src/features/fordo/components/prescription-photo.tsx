import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../shared/ui/form-icons';
import { AlertIcon, Icon, type IconProps } from '../../../shared/ui/icons';
import type { PhotoState } from '../use-prescription-photo';

const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8h3l1.5-2.5h7L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

const PictureIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);

export interface PrescriptionPhotoProps {
  photo: PhotoState;
  onChoose: (photo: File) => void;
  onRetry: () => void;
  onRemove: () => void;
  /** Said at Send: the photo is still on its way, or did not get there. */
  error?: string;
  disabled?: boolean;
  /** For a second photo and on: its own heading. */
  legend?: string;
}

const ACCEPT = 'image/jpeg,image/png';

/**
 * A photo of the prescription: straight from the camera, or one already on the phone. It shows
 * what was chosen, how far the sending has got, and the server's words when it is refused.
 */
export function PrescriptionPhoto({
  photo,
  onChoose,
  onRetry,
  onRemove,
  error,
  disabled,
  legend,
}: PrescriptionPhotoProps) {
  const { t } = useTranslation();
  const id = useId();
  const busy = photo.status === 'checking' || photo.status === 'uploading';
  const percent = Math.round(photo.progress * 100);
  const shownError = photo.error ?? error;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again still counts as a choice.
    event.target.value = '';
    if (file) onChoose(file);
  }

  const pickers = (
    <div className="photo__pickers">
      <label className="button button--secondary photo__pick">
        <CameraIcon size={22} />
        <span>{photo.status === 'none' ? t('listOrder.photo.take') : t('listOrder.photo.takeAgain')}</span>
        <input
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          capture="environment"
          disabled={disabled || busy}
          onChange={picked}
        />
      </label>
      <label className="button button--secondary photo__pick">
        <PictureIcon size={22} />
        <span>{photo.status === 'none' ? t('listOrder.photo.choose') : t('listOrder.photo.chooseAgain')}</span>
        <input className="visually-hidden" type="file" accept={ACCEPT} disabled={disabled || busy} onChange={picked} />
      </label>
    </div>
  );

  return (
    <fieldset className={shownError ? 'photo photo--invalid' : 'photo'} aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend ?? t('listOrder.photo.legend')}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('listOrder.photo.hint')}
      </p>

      {photo.status !== 'none' && (
        <div className="photo__chosen">
          {photo.preview ? (
            <img className="photo__preview" src={photo.preview} alt={t('listOrder.photo.previewAlt')} />
          ) : (
            <span className="photo__preview photo__preview--blank" aria-hidden="true">
              <PictureIcon size={32} />
            </span>
          )}
          <div className="photo__state">
            {busy && (
              <>
                <p className="photo__status" role="status">
                  {photo.status === 'checking'
                    ? t('listOrder.photo.checking')
                    : t('listOrder.photo.uploading', { percent })}
                </p>
                <progress
                  className="photo__progress"
                  max={100}
                  value={photo.status === 'checking' ? undefined : percent}
                  aria-label={t('listOrder.photo.progressLabel')}
                />
              </>
            )}
            {photo.status === 'sent' && (
              <p className="photo__status photo__status--sent" role="status">
                <CheckIcon size={18} /> {t('listOrder.photo.sent')}
              </p>
            )}
            {photo.status === 'failed' && photo.retryable && (
              <button
                type="button"
                className="button button--primary photo__retry"
                disabled={disabled}
                onClick={onRetry}
              >
                {t('listOrder.photo.retry')}
              </button>
            )}
            <button type="button" className="photo__remove" disabled={disabled} onClick={onRemove}>
              {t('listOrder.photo.remove')}
            </button>
          </div>
        </div>
      )}

      {shownError && (
        <p className="field__error" role="alert">
          <AlertIcon size={16} />
          <span>{shownError}</span>
        </p>
      )}
      {pickers}
    </fieldset>
  );
}
