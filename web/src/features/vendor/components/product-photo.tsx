import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/apollo/server-words';
import { uploadImage } from '../../../shared/upload/image-upload';
import { UploadError } from '../../../shared/upload/photo-upload';

type State = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'problem'; message: string };

/**
 * The product's picture and a button to take or choose a new one. The photo is checked on the
 * phone (JPEG, PNG or WebP, 5 MB at most), sent with a moving bar, and on arrival the product is
 * read again: a new picture is a change, with a new version.
 */
export function ProductPhoto({
  productId,
  imageUrl,
  onChanged,
}: {
  productId: string;
  imageUrl: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function send(file: File) {
    setState({ kind: 'sending', percent: 0 });
    try {
      await uploadImage('products', productId, file, {
        onProgress: (fraction) => setState({ kind: 'sending', percent: Math.round(fraction * 100) }),
      });
      setState({ kind: 'idle' });
      onChanged();
    } catch (error) {
      const failure = error instanceof UploadError ? error.failure : null;
      const message =
        failure?.kind === 'unfit'
          ? t(failure.problem === 'tooBig' ? 'vendor.products.photo.tooBig' : 'vendor.products.photo.type')
          : failure?.kind === 'refused'
            ? refusalText(failure)
            : t('vendor.products.photo.network');
      setState({ kind: 'problem', message });
    }
  }

  return (
    <div className="product-photo">
      {imageUrl ? (
        <img
          className="product-photo__image"
          src={imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="product-photo__none">{t('vendor.products.photo.none')}</div>
      )}
      <div className="product-photo__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={state.kind === 'sending'}
          onClick={() => input.current?.click()}
        >
          {imageUrl ? t('vendor.products.photo.change') : t('vendor.products.photo.add')}
        </button>
        {state.kind === 'sending' && (
          <progress
            className="product-photo__progress"
            max={100}
            value={state.percent}
            aria-label={t('vendor.products.photo.sending')}
          />
        )}
        {state.kind === 'problem' && (
          <p className="ws-problem" role="alert">
            {state.message}
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid="product-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </div>
  );
}
