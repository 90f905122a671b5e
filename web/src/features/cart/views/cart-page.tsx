import { useMutation } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlaceOrderDocument, type CartLineInput, type PlaceOrderMutationVariables } from '../../../generated/graphql';
import { noticeRefusalText } from '../../../shared/apollo/server-words';
import { cartStore, useCart, type CartLine, type CartStore } from '../../../shared/cart';
import { readPlaceOrderRefusal, type PlaceOrderRefusal } from '../../../shared/checkout/place-order-errors';
import { CustomerFields } from '../../../shared/customer/customer-fields';
import {
  customerErrors,
  customerFields,
  readSavedCustomer,
  saveCustomer,
  saveCustomerDraft,
  toCustomerInput,
  type CustomerField,
} from '../../../shared/customer/customer';
import { formatRupees } from '../../../shared/format/money';
import { useSubmit } from '../../../shared/forms/use-submit';
import { KeptOfflinePanel } from '../../../shared/offline/kept-offline';
import { outbox as defaultOutbox, type Outbox } from '../../../shared/offline/outbox';
import '../../../shared/i18n/orders';
import { storageKeys } from '../../../shared/storage/keys';
import { rememberCheckout } from '../../../shared/storage/my-orders';
import { createPressKeys, type PressKeys } from '../../../shared/storage/press-keys';
import { FormBanner, SubmitButton, useFormBanner } from '../../../shared/ui/form';
import { CartIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageSpinner } from '../../../shared/ui/spinner';
import {
  applyCartProblems,
  cartSignature,
  cartTotal,
  groupByShop,
  MAX_CART_LINES,
  MAX_QUANTITY,
  notCounted,
  toOrderLines,
} from '../cart-lines';
import { CartLineItem } from '../components/cart-line-item';
import { ClosedNote } from '../../../shared/ui/closed-note';
import './cart.css';

/** Addresses of other sections, given by the app, which owns routing. */
export interface CartPageLinks {
  /** Where to find things to buy, offered by an empty cart. */
  catalogs: ReadonlyArray<{ to: string; titleKey: ParseKeys }>;
  /** The confirmation page, which reads the placed orders from local storage. */
  thankYou: string;
  findOrder: string;
}

type Banner = { kind: 'changes' | 'network' | 'keyConflict' | 'lines' | 'tooMany' } | { kind: 'message'; text: string };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | null;

const defaultKeys = createPressKeys(storageKeys.checkoutKey);

function EmptyCart({ catalogs }: Pick<CartPageLinks, 'catalogs'>) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty">
      <CartIcon size={44} />
      <h2 className="cart-empty__title">{t('cart.empty.title')}</h2>
      <p className="cart-empty__text">{t('cart.empty.text')}</p>
      <ul className="cart-empty__links">
        {catalogs.map(({ to, titleKey }) => (
          <li key={to}>
            <Link className="button button--secondary" to={to}>
              {t(titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /cart: the lines by shop with their totals, the delivery details, and Place order. The server
 * has the last word on prices and stock; when it asks for changes, each line says what and
 * offers the fix. A press that gets no answer is retried with the same idempotency key, so a
 * bad connection never makes two orders.
 */
export function CartPage({
  links,
  cart = cartStore,
  keys = defaultKeys,
  outbox = defaultOutbox,
}: {
  links: CartPageLinks;
  cart?: CartStore;
  keys?: PressKeys;
  outbox?: Outbox;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = useCart(cart);
  const [placeOrder] = useMutation(PlaceOrderDocument, { fetchPolicy: 'no-cache' });
  const [values, setValues] = useState(readSavedCustomer);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const { banner, setBanner, showBanner, bannerRef } = useFormBanner<Banner>();
  // The customer has read that orders with closed shops are delivered after they open, and agreed.
  const [acceptLater, setAcceptLater] = useState(false);
  const [placed, setPlaced] = useState(false);
  const fields = useRef<Partial<Record<CustomerField, FieldElement>>>({});
  // An order kept offline and answered while this page is open: its code, or its problems.
  const {
    busy,
    queued,
    submit: send,
  } = useSubmit({
    kind: 'checkout',
    keys,
    outbox,
    onKeptAnswer: (answered) => {
      if (answered.code) {
        setPlaced(true);
        void navigate(links.thankYou);
      } else if (answered.refused === 'changes') showBanner({ kind: 'changes' });
      else if (answered.refused) showBanner({ kind: 'message', text: noticeRefusalText(answered, t) });
    },
  });

  // The cart is cleared as the confirmation opens: hold the spinner rather than flash "empty".
  if (placed) return <PageSpinner />;

  const title = t('cart.title');
  if (queued) {
    return (
      <>
        <PageHeader title={title} />
        <KeptOfflinePanel />
      </>
    );
  }
  if (lines.length === 0) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyCart catalogs={links.catalogs} />
      </>
    );
  }

  const groups = groupByShop(lines);

  function showFieldErrors(found: Partial<Record<CustomerField, string>>) {
    setFieldErrors(found);
    const first = customerFields.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  function change(line: CartLine, count: number) {
    setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
    cart.add(line, count);
  }

  function remove(line: CartLine) {
    setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
    cart.remove(line.id);
  }

  /** The checks the server would make, done here first; true when something must change before sending. */
  function refuseLocally(orderLines: CartLineInput[]): boolean {
    const found = customerErrors(values, t);
    showFieldErrors(found);
    if (Object.keys(found).length > 0) return true;
    if (orderLines.length > MAX_CART_LINES) {
      showBanner({ kind: 'tooMany' });
      return true;
    }
    const overLimit = orderLines.filter((line) => line.quantity > MAX_QUANTITY);
    if (overLimit.length > 0) {
      setLineErrors(
        Object.fromEntries(
          overLimit.map((line) => [line.productId, t('cart.checkout.errors.quantity', { max: MAX_QUANTITY })]),
        ),
      );
      showBanner({ kind: 'lines' });
      return true;
    }
    return false;
  }

  /** The server said no: each problem beside its field or line, the rest in the banner. */
  function showRefusal(refusal: PlaceOrderRefusal, orderLines: CartLineInput[]) {
    const byProduct = Object.entries(refusal.lines).flatMap(([index, message]) => {
      const line = orderLines[Number(index)];
      return line ? [[line.productId, message] as const] : [];
    });
    setLineErrors(Object.fromEntries(byProduct));
    showFieldErrors(refusal.fields);
    if (refusal.keyConflict) showBanner({ kind: 'keyConflict' });
    else if (refusal.other) showBanner({ kind: 'message', text: refusal.other });
    else if (byProduct.length > 0) showBanner({ kind: 'lines' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    setLineErrors({});
    const orderLines = toOrderLines(lines);
    if (refuseLocally(orderLines)) return;

    saveCustomer(values);
    const sent = await send({
      signature: cartSignature(orderLines),
      variables: (idempotencyKey): PlaceOrderMutationVariables => ({
        input: {
          idempotencyKey,
          customer: toCustomerInput(values),
          lines: orderLines,
          ...(acceptLater && { acceptAfterOpening: true }),
        },
      }),
      send: async (variables) => {
        const { data } = await placeOrder({ variables });
        if (!data) throw new Error('placeOrder answered without data');
        return data.placeOrder;
      },
      refusal: readPlaceOrderRefusal,
    });
    if (sent.answer === 'done') {
      const result = sent.data;
      if (result.__typename === 'OrderPlaced') {
        rememberCheckout(result, new Date().toISOString());
        setPlaced(true);
        cart.clear();
        void navigate(links.thankYou);
      } else {
        cart.replace(applyCartProblems(cart.getSnapshot(), result.problems));
        showBanner({ kind: 'changes' });
      }
    } else if (sent.answer === 'refused') showRefusal(sent.refusal, orderLines);
    // No definite answer: the order may have been made. The key is kept for the retry.
    else if (sent.answer === 'none') showBanner({ kind: 'network' });
  }

  let bannerText = null;
  if (banner?.kind === 'message') bannerText = banner.text;
  else if (banner?.kind === 'tooMany') bannerText = t('cart.banner.tooMany', { max: MAX_CART_LINES });
  else if (banner) bannerText = t(`cart.banner.${banner.kind}`);

  return (
    <>
      {/* Distinct items, as the top bar and the orders count them. */}
      <PageHeader title={title} subtitle={t('cart.items', { count: lines.length })} />
      <div className="cart-layout">
        {banner && (
          <div className="cart-layout__banner" ref={bannerRef} tabIndex={-1}>
            <FormBanner>
              <p className="form-banner__line">{bannerText}</p>
              {banner.kind === 'keyConflict' && <Link to={links.findOrder}>{t('cart.banner.checkOrders')}</Link>}
            </FormBanner>
          </div>
        )}

        <div className="cart-layout__lines">
          {groups.length > 1 && <p className="cart-note">{t('cart.perShop')}</p>}
          {groups.map((group) => {
            const shop = group.shopName ?? t('cart.otherItems');
            return (
              <section key={group.key} className="cart-shop" aria-label={shop}>
                <h2 className="cart-shop__title">
                  {group.shopName ? t('cart.fromShop', { shop: group.shopName }) : shop}
                </h2>
                {group.closed && (
                  <div className="cart-shop__closed" role="status">
                    <ClosedNote opensAt={group.closed.opensAt} />
                    {group.closed.takesLater ? (
                      <>
                        <p>{t('cart.closedShop.later', { shop })}</p>
                        <label className="cart-shop__accept">
                          <input
                            type="checkbox"
                            checked={acceptLater}
                            disabled={busy}
                            onChange={(event) => setAcceptLater(event.target.checked)}
                          />
                          <span>{t('cart.closedShop.accept', { shop })}</span>
                        </label>
                      </>
                    ) : (
                      <p>{t('cart.closedShop.refused', { shop })}</p>
                    )}
                  </div>
                )}
                <ul className="cart-shop__lines">
                  {group.lines.map((line) => (
                    <CartLineItem
                      key={`${line.id}:${line.name}`}
                      line={line}
                      error={lineErrors[line.id]}
                      disabled={busy}
                      onAdd={(count) => change(line, count)}
                      onRemove={() => remove(line)}
                    />
                  ))}
                </ul>
                {groups.length > 1 && (
                  <p className="cart-shop__total">
                    <span>{t('cart.shopTotal', { shop })}</span>
                    <span>{formatRupees(group.totalPaise)}</span>
                  </p>
                )}
              </section>
            );
          })}
          <div className="cart-total">
            <p className="cart-total__row">
              <span>{t('cart.total')}</span>
              <span data-testid="cart-total">{formatRupees(cartTotal(lines))}</span>
            </p>
            {notCounted(lines) > 0 && (
              <p className="cart-total__note cart-total__note--left-out" data-testid="cart-not-counted">
                {t('cart.notCounted', { count: notCounted(lines) })}
              </p>
            )}
            <p className="cart-total__note">{t('cart.cashOnDelivery')}</p>
          </div>
        </div>

        <section className="cart-layout__checkout checkout" aria-labelledby="checkout-title">
          <h2 className="checkout__title" id="checkout-title">
            {t('cart.checkout.title')}
          </h2>
          <p className="checkout__kept">{t('cart.checkout.kept')}</p>
          <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
            <CustomerFields
              values={values}
              errors={fieldErrors}
              onChange={(field, value) => {
                setValues((current) => {
                  const next = { ...current, [field]: value };
                  saveCustomerDraft(next);
                  return next;
                });
                setFieldErrors(({ [field]: _gone, ...rest }) => rest);
              }}
              fieldRef={(field) => (element) => {
                fields.current[field] = element;
              }}
            />
            <SubmitButton busy={busy} label={t('cart.checkout.place')} busyLabel={t('cart.checkout.placing')} />
          </form>
        </section>
      </div>
    </>
  );
}
