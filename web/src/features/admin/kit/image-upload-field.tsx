import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/apollo/server-words';
import '../../../shared/i18n/admin';
import { AlertIcon } from '../../../shared/ui/icons';
import {
  uploadImage,
  type ImageKind,
  type ImageUploadResult,
  type UploadedImage,
} from '../../../shared/upload/image-upload';
import { MAX_PHOTO_BYTES, RECORD_PHOTO_TYPES, UploadError } from '../../../shared/upload/photo-upload';
import './kit.css';

export type UploadImage = typeof uploadImage;

export interface ImageUploadFieldProps {
  /** Which kind of record the picture is for: it goes to POST /uploads/{kind}/{recordId}. */
  kind: ImageKind;
  /**
   * The record's id. For 'gallery' it is the album's: each upload adds a new picture to the
   * album (the field says "Add a picture", and `onUploaded` gets the new picture's id).
   */
  recordId: string;
  /** The record's picture now (the API's Image), or null when it has none. */
  image: UploadedImage | null;
  /** The field's name, e.g. "Photo" or "Banner picture". */
  label: string;
  /** A line under the label; by default the kinds and size the server takes. */
  hint?: string;
  /** What the picture shows, for screen readers (e.g. the doctor's name); the label unless given. */
  alt?: string;
  /**
   * The picture arrived: `result.image` is the new picture, shown here at once. Products also
   * get their new `version`, the gallery the new picture's `id`. Refresh the record or list here.
   */
  onUploaded: (result: ImageUploadResult) => void;
  /** How the picture is sent; tests give their own. */
  upload?: UploadImage;
}

type State =
  { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'problem'; message: string } | { kind: 'done' };

/**
 * A record's picture in an admin form: the one it has (or none), a button to choose a JPEG, PNG
 * or WebP, checked in the browser first (5 MB at most, and a picture by its bytes), sent at once
 * with a moving bar, and the server's refusal, in its words, beside the field. It does not wait
 * for the form's Save: the picture is the record's as soon as it arrives.
 */
export function ImageUploadField({
  kind,
  recordId,
  image,
  label,
  hint,
  alt = label,
  onUploaded,
  upload = uploadImage,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const sending = useRef<AbortController | null>(null);

  // Another record, or a new picture from the parent: what was uploaded here no longer shows.
  const [shownFor, setShownFor] = useState({ recordId, src: image?.src });
  if (shownFor.recordId !== recordId || shownFor.src !== image?.src) {
    setShownFor({ recordId, src: image?.src });
    setUploaded(null);
    if (shownFor.recordId !== recordId) setState({ kind: 'idle' });
  }

  useEffect(() => () => sending.current?.abort(), []);

  const adds = kind === 'gallery';
  const shown = adds ? image : (uploaded ?? image);

  async function send(file: File) {
    if (file.size > MAX_PHOTO_BYTES) {
      setState({ kind: 'problem', message: t('admin.kit.image.tooBig') });
      return;
    }
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setState({ kind: 'sending', percent: 0 });
    try {
      const result = await upload(kind, recordId, file, {
        signal: controller.signal,
        onProgress: (fraction) => setState({ kind: 'sending', percent: Math.round(fraction * 100) }),
      });
      if (controller.signal.aborted) return;
      setUploaded(result.image);
      setState({ kind: 'done' });
      onUploaded(result);
    } catch (error) {
      const failure = error instanceof UploadError ? error.failure : null;
      if (failure?.kind === 'aborted' || controller.signal.aborted) return;
      const message =
        failure?.kind === 'unfit'
          ? t(failure.problem === 'tooBig' ? 'admin.kit.image.tooBig' : 'admin.kit.image.type')
          : failure?.kind === 'refused'
            ? refusalText(failure)
            : t('admin.kit.image.network');
      setState({ kind: 'problem', message });
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  }

  const problem = state.kind === 'problem' ? state.message : null;
  const button =
    state.kind === 'sending'
      ? t('admin.kit.image.sending')
      : adds
        ? t('admin.kit.image.add')
        : shown
          ? t('admin.kit.image.change')
          : t('admin.kit.image.choose');

  return (
    <div
      className={problem ? 'field field--invalid admin-image-field' : 'field admin-image-field'}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
      aria-busy={state.kind === 'sending'}
    >
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hint ?? t('admin.kit.image.hint')}
      </p>
      <div className="admin-image-field__body">
        {shown ? (
          <img
            className="admin-image-field__picture"
            src={shown.src}
            srcSet={shown.srcSet}
            sizes="160px"
            width={shown.width}
            height={shown.height}
            alt={alt}
            decoding="async"
          />
        ) : (
          !adds && <div className="admin-image-field__none">{t('admin.kit.image.none')}</div>
        )}
        <div className="admin-image-field__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={state.kind === 'sending'}
            onClick={() => input.current?.click()}
          >
            {button}
          </button>
          {state.kind === 'sending' && (
            <progress
              className="admin-image-field__progress"
              max={100}
              value={state.percent}
              aria-label={t('admin.kit.image.progressLabel')}
            >
              {state.percent}%
            </progress>
          )}
        </div>
      </div>
      {problem && (
        <p className="field__error" id={`${id}-error`} role="alert">
          <AlertIcon size={16} />
          <span>{problem}</span>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {state.kind === 'done' ? t(adds ? 'admin.kit.image.added' : 'admin.kit.image.saved') : ''}
      </p>
      <input
        ref={input}
        type="file"
        accept={RECORD_PHOTO_TYPES.join(',')}
        hidden
        aria-label={label}
        data-testid={`image-upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </div>
  );
}
