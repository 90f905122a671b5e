import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/apollo/server-words';
import { checkPhoto, UploadError, uploadPrescription, type PhotoType } from '../../shared/upload/photo-upload';
import { newUploadKey, shrinkPhoto } from '../../shared/upload/shrink-photo';

export interface PhotoState {
  status: 'none' | 'checking' | 'uploading' | 'sent' | 'failed';
  /** A picture of the chosen photo, made on the phone (no download). */
  preview: string | null;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The name the server gave the photo, once it has it. */
  file: string | null;
  /** What went wrong, in words for the customer. */
  error: string | null;
  /** The failure was the connection's: the same photo can be sent again. */
  retryable: boolean;
}

const NONE: PhotoState = { status: 'none', preview: null, progress: 0, file: null, error: null, retryable: false };

export type UploadPhoto = typeof uploadPrescription;

/** How a chosen photo is made small before it is sent (tests pass the photo through). */
export type ShrinkPhoto = (photo: Blob) => Promise<Blob>;

function previewOf(photo: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null;
}

function forget(preview: string | null) {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

/**
 * A prescription photo for a medicine order: checked on the phone (kind, size), sent as soon as
 * it is chosen so Send has nothing left to wait for, with its progress; a failed send can be
 * retried, and a new choice or Remove drops the old one.
 */
export function usePrescriptionPhoto(upload: UploadPhoto = uploadPrescription, shrink: ShrinkPhoto = shrinkPhoto) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<PhotoState>(NONE);
  // Each choice is a new attempt; answers for an older one are ignored.
  const attempt = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const chosen = useRef<{ blob: Blob; type: PhotoType; key: string } | null>(null);
  const preview = useRef<string | null>(null);

  const drop = useCallback(() => {
    attempt.current += 1;
    abort.current?.abort();
    abort.current = null;
    chosen.current = null;
    forget(preview.current);
    preview.current = null;
  }, []);

  useEffect(() => drop, [drop]);

  const send = useCallback(
    async (blob: Blob, type: PhotoType, key: string) => {
      const mine = ++attempt.current;
      const controller = new AbortController();
      abort.current = controller;
      setPhoto((current) => ({ ...current, status: 'uploading', progress: 0, error: null, retryable: false }));
      try {
        const file = await upload(blob, type, {
          signal: controller.signal,
          // The same key on a retry: a photo that arrived but whose answer was lost is not kept twice.
          headers: { 'Idempotency-Key': key },
          onProgress: (progress) => {
            if (attempt.current === mine) setPhoto((current) => ({ ...current, progress }));
          },
        });
        if (attempt.current === mine) setPhoto((current) => ({ ...current, status: 'sent', progress: 1, file }));
      } catch (error) {
        if (attempt.current !== mine) return;
        const failure = error instanceof UploadError ? error.failure : ({ kind: 'network' } as const);
        if (failure.kind === 'aborted') return;
        setPhoto((current) => ({
          ...current,
          status: 'failed',
          error: failure.kind === 'refused' ? refusalText(failure, t) : t('listOrder.photo.errors.network'),
          retryable: failure.kind === 'network',
        }));
      }
    },
    [t, upload],
  );

  const choose = useCallback(
    async (blob: Blob) => {
      drop();
      const mine = attempt.current;
      setPhoto({ ...NONE, status: 'checking' });
      const checked = await checkPhoto(blob).catch(() => ({ problem: 'type' as const }));
      if (attempt.current !== mine) return;
      if ('problem' in checked) {
        setPhoto({ ...NONE, error: t(`listOrder.photo.errors.${checked.problem}`) });
        return;
      }
      // Made small on the phone: a 4 MB camera photo would take minutes on a slow connection.
      const small = await shrink(blob).catch(() => blob);
      if (attempt.current !== mine) return;
      const type = small === blob ? checked.type : 'image/jpeg';
      chosen.current = { blob: small, type, key: newUploadKey() };
      preview.current = previewOf(small);
      setPhoto({ ...NONE, status: 'uploading', preview: preview.current });
      await send(small, type, chosen.current.key);
    },
    [drop, send, shrink, t],
  );

  const retry = useCallback(async () => {
    if (chosen.current) await send(chosen.current.blob, chosen.current.type, chosen.current.key);
  }, [send]);

  const remove = useCallback(() => {
    drop();
    setPhoto(NONE);
  }, [drop]);

  /** The server did not find the photo when the order went in: ask for it again. */
  const lost = useCallback(
    (message: string) => {
      drop();
      setPhoto({ ...NONE, error: message });
    },
    [drop],
  );

  return { photo, choose, retry, remove, lost };
}
