import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../shared/cart';
import { formatRupees } from '../../../shared/format/money';
import { AlertIcon } from '../../../shared/ui/icons';
import { canAddOne, isUnavailable, lineTotal, nameBnOf, priceOf, priceWasOf, stockState, unitOf } from '../cart-lines';
import { useNamesInOrder } from '../../../shared/i18n/names-in-order';

export interface CartLineItemProps {
  line: CartLine;
  /** What the server said about this line when it refused the order. */
  error?: string;
  disabled?: boolean;
  /** Adds `count` to the quantity by the cart's rules (0 removes the line). */
  onAdd: (count: number) => void;
  onRemove: () => void;
}

function Notice({ tone, children }: { tone: 'warn' | 'info'; children: ReactNode }) {
  return (
    <div className={`cart-line__notice cart-line__notice--${tone}`}>
      <AlertIcon size={18} />
      <div className="cart-line__notice-text">{children}</div>
    </div>
  );
}

/**
 * One line of the cart: what it is, what it costs, − and + around the quantity, and what the
 * shop's stock or the server says about it, each with the one tap that puts it right.
 */
export function CartLineItem({ line, error, disabled = false, onAdd, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const labels = { name: line.name, unit: unitOf(line) ?? '' };
  const price = priceOf(line);
  const total = lineTotal(line);
  const priceWas = priceWasOf(line);
  const unit = unitOf(line);
  const [first, second] = useNamesInOrder(line.name, nameBnOf(line));
  const stock = stockState(line);
  const unavailable = isUnavailable(line);

  const removeButton = (
    <button
      type="button"
      className="cart-line__fix"
      disabled={disabled}
      onClick={onRemove}
      aria-label={t('cart.line.removeLabel', { name: line.name })}
    >
      {t('cart.line.remove')}
    </button>
  );

  return (
    <li
      className={unavailable || stock.kind !== 'ok' || error ? 'cart-line cart-line--problem' : 'cart-line'}
      aria-label={line.name}
    >
      <div className="cart-line__head">
        <div className="cart-line__names">
          <h3 className="cart-line__name" lang={first.lang}>
            {first.text}
          </h3>
          {second && (
            <p className="cart-line__name-bn" lang={second.lang}>
              {second.text}
            </p>
          )}
          <p className="cart-line__meta">
            {unit && <span className="cart-line__unit">{unit}</span>}
            <span>{price === null ? t('cart.line.noPrice') : t('cart.line.each', { price: formatRupees(price) })}</span>
          </p>
        </div>
        {total !== null && (
          <p className="cart-line__total" data-testid="line-total">
            {formatRupees(total)}
          </p>
        )}
      </div>

      {unavailable ? (
        <Notice tone="warn">
          <p>{t('cart.line.unavailable')}</p>
          {removeButton}
        </Notice>
      ) : stock.kind === 'soldOut' ? (
        <Notice tone="warn">
          <p>{t('cart.line.soldOut')}</p>
          {removeButton}
        </Notice>
      ) : stock.kind === 'short' ? (
        <Notice tone="warn">
          <p>{t('cart.line.onlyLeft', { count: stock.left })}</p>
          <button
            type="button"
            className="cart-line__fix"
            disabled={disabled}
            aria-label={t('cart.line.setToLabel', { name: line.name, count: stock.left })}
            onClick={() => onAdd(stock.left - line.quantity)}
          >
            {t('cart.line.setTo', { count: stock.left })}
          </button>
        </Notice>
      ) : null}
      {priceWas !== null && price !== null && (
        <Notice tone="info">
          <p>{t('cart.line.priceChanged', { was: formatRupees(priceWas), now: formatRupees(price) })}</p>
        </Notice>
      )}
      {error && (
        <Notice tone="warn">
          <p>{error}</p>
        </Notice>
      )}

      <div className="cart-line__controls">
        <div className="cart-line__stepper" role="group" aria-label={t('catalog.cart.quantityLabel', labels)}>
          <button
            type="button"
            className="cart-line__step"
            disabled={disabled}
            aria-label={t('catalog.cart.less', labels)}
            onClick={() => onAdd(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="cart-line__quantity" aria-live="polite" data-testid="cart-quantity">
            <span className="visually-hidden">{t('catalog.cart.inCart', { count: line.quantity })}</span>
            <span aria-hidden="true">{line.quantity}</span>
          </output>
          <button
            type="button"
            className="cart-line__step"
            disabled={disabled || !canAddOne(line)}
            aria-label={t('catalog.cart.more', labels)}
            onClick={() => onAdd(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {!unavailable && stock.kind !== 'soldOut' && (
          <button
            type="button"
            className="cart-line__remove"
            disabled={disabled}
            onClick={onRemove}
            aria-label={t('cart.line.removeLabel', { name: line.name })}
          >
            {t('cart.line.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
