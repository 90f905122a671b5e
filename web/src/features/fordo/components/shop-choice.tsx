import { useTranslation } from 'react-i18next';
import type { ListOrderShopsQuery } from '../../../generated/graphql';
import { AlertIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';

export type ListShop = ListOrderShopsQuery['vendors']['nodes'][number];

export interface ShopChoiceProps {
  legend: string;
  anyLabel: string;
  /** The shops of the kind, or null while they load or when they could not be fetched. */
  shops: readonly ListShop[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The chosen shop, or null for any shop of the kind. */
  value: string | null;
  onChange: (vendorId: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Where the list goes: any shop of the kind (the first to take it prices it) or one by name.
 * Each choice is a whole row to tap. Without the shops (still loading, or no network) the list
 * can still go to any shop.
 */
export function ShopChoice({
  legend,
  anyLabel,
  shops,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  error,
  disabled,
}: ShopChoiceProps) {
  const { t } = useTranslation();
  const nameOf = useNameInLanguage();
  const place = usePlaceName();
  return (
    <fieldset className={error ? 'shop-choice shop-choice--invalid' : 'shop-choice'} disabled={disabled}>
      <legend className="field__label shop-choice__legend">{legend}</legend>
      <ul className="shop-choice__options">
        <li>
          <label className="shop-choice__option">
            <input type="radio" name="shop" value="" checked={value === null} onChange={() => onChange(null)} />
            <span className="shop-choice__text">
              <span className="shop-choice__name">{anyLabel}</span>
              <span className="shop-choice__meta">{t('listOrder.shop.anyHint')}</span>
            </span>
          </label>
        </li>
        {shops?.map((shop) => (
          <li key={shop.id}>
            <label className="shop-choice__option">
              <input
                type="radio"
                name="shop"
                value={shop.id}
                checked={value === shop.id}
                onChange={() => onChange(shop.id)}
              />
              <span className="shop-choice__text">
                <span className="shop-choice__name">{nameOf(shop.name, shop.nameBn)}</span>
                <span className="shop-choice__meta">
                  {place(shop.village)}
                  {!shop.openNow && <span className="shop-choice__closed"> · {t('listOrder.shop.closedNow')}</span>}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {loading && !shops && (
        <div className="shop-choice__loading">
          <Spinner />
        </div>
      )}
      {failed && !shops && (
        <p className="shop-choice__failed">
          {t('listOrder.shop.loadFailed')}{' '}
          <button type="button" className="list-order__link-button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {error && (
        <p className="field__error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
