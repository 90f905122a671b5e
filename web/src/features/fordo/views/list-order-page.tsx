import { useMutation, useQuery } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ListOrderShopsDocument,
  PlaceListOrderDocument,
  type PlaceListOrderMutationVariables,
} from '../../../generated/graphql';
import { noticeRefusalText } from '../../../shared/apollo/server-words';
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
import '../../../shared/i18n/orders';
import { useSubmit } from '../../../shared/forms/use-submit';
import { KeptOfflinePanel } from '../../../shared/offline/kept-offline';
import { outbox as defaultOutbox, type Outbox } from '../../../shared/offline/outbox';
import { rememberCheckout } from '../../../shared/storage/my-orders';
import { storageKeys } from '../../../shared/storage/keys';
import { createPressKeys, type PressKeys } from '../../../shared/storage/press-keys';
import { FormBanner, SubmitButton, TextAreaField, useFormBanner } from '../../../shared/ui/form';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageSpinner } from '../../../shared/ui/spinner';
import { ListLines, type ListLinesHandle } from '../components/list-lines';
import { MAX_PHOTOS, MorePhoto } from '../components/more-photos';
import { PrescriptionPhoto } from '../components/prescription-photo';
import { ShopChoice } from '../components/shop-choice';
import { clearListDraft, readListDraft, saveListDraft } from '../list-draft';
import {
  checkList,
  cleanLines,
  listSignature,
  MAX_LINE_LENGTH,
  MAX_LIST_LINES,
  MAX_NOTE_LENGTH,
  type ListSection,
} from '../list-lines';
import { usePrescriptionPhoto, type PhotoState, type UploadPhoto } from '../use-prescription-photo';
import './list-order.css';

/** Addresses of other sections, given by the app, which owns routing. */
export interface ListOrderPageLinks {
  /** The confirmation page, which reads the placed order from local storage. */
  thankYou: string;
  findOrder: string;
  /** Up to the section the list belongs to. */
  back?: { to: string; titleKey: ParseKeys };
}

const titleKeys: Record<ListSection, ParseKeys> = {
  GROCERY: 'fordo.grocery',
  BAZAAR: 'fordo.bazaar',
  PHARMACY: 'medical.order',
};

/** Boxes a new list starts with: enough to see it is a list, few enough to fit a phone's screen. */
const STARTING_LINES = 3;

const listKeys = createPressKeys(storageKeys.listOrderKey);

type Banner = { kind: 'network' | 'keyConflict' } | { kind: 'message'; text: string };

/** Where the form shows each kind of problem, top to bottom: the first one gets the focus. */
interface Problems {
  lines: Record<number, string>;
  list?: string;
  /** Send was pressed while the photo was on its way or had failed; what to say follows the photo. */
  photo?: boolean;
  shop?: string;
  note?: string;
  customer: Partial<Record<CustomerField, string>>;
}

const noProblems: Problems = { lines: {}, customer: {} };

/** The place in the form of each line that is sent (blank boxes are not sent). */
function formIndexes(lines: readonly string[]): number[] {
  return lines.flatMap((line, index) => (line.trim() ? [index] : []));
}

/**
 * /grocery/fordo, /bazaar/fordo and /medical/order: the customer's own list, written a line an
 * item (or, for medicines, a prescription photo), sent to one shop of the kind or to any. The
 * shop prices each line; the customer accepts in Find Order. The list is kept in the browser as
 * it is typed, and a Send that gets no answer is retried with the same idempotency key.
 */
export function ListOrderPage({
  section,
  links,
  keys = listKeys,
  upload,
  outbox = defaultOutbox,
}: {
  section: ListSection;
  links: ListOrderPageLinks;
  keys?: PressKeys;
  outbox?: Outbox;
  /** For tests: how the prescription photo is sent. */
  upload?: UploadPhoto;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readListDraft(section));
  const [lines, setLines] = useState<string[]>(() =>
    draft && draft.lines.length > 0 ? draft.lines.slice(0, MAX_LIST_LINES) : Array<string>(STARTING_LINES).fill(''),
  );
  const [note, setNote] = useState(draft?.note ?? '');
  const [vendorId, setVendorId] = useState<string | null>(draft?.vendorId ?? null);
  const [values, setValues] = useState(readSavedCustomer);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const { banner, setBanner, showBanner, bannerRef } = useFormBanner<Banner>();
  const [focusAfterSend, setFocusAfterSend] = useState<Problems | null>(null);
  const [sent, setSent] = useState(false);
  const { photo, choose, retry, remove, lost } = usePrescriptionPhoto(upload);
  // Pages 2 to 5 of the prescription, each with its own upload.
  const [more, setMore] = useState<Array<{ id: number; state: PhotoState | null }>>([]);
  const nextPhotoId = useRef(1);
  const stateOfMore = useCallback(
    (id: number, state: PhotoState) =>
      setMore((current) => current.map((m) => (m.id === id && m.state !== state ? { ...m, state } : m))),
    [],
  );
  const moreFiles = more.flatMap((m) => (m.state?.status === 'sent' && m.state.file ? [m.state.file] : []));
  const moreBusy = more.some((m) => m.state?.status === 'checking' || m.state?.status === 'uploading');
  const moreFailed = more.some((m) => m.state?.status === 'failed');
  const shopsQuery = useQuery(ListOrderShopsDocument, { variables: { category: section } });
  const [placeListOrder] = useMutation(PlaceListOrderDocument, { fetchPolicy: 'no-cache' });

  // A list kept offline and answered while this page is open: the confirmation, or the reason.
  const {
    busy,
    queued,
    submit: send,
  } = useSubmit({
    kind: 'list-order',
    keys,
    outbox,
    matches: (entry) => (entry.variables.input as { section?: string } | undefined)?.section === section,
    onKeptAnswer: (answered) => {
      if (answered.code) {
        setSent(true);
        void navigate(links.thankYou);
      } else if (answered.refused) showBanner({ kind: 'message', text: noticeRefusalText(answered, t) });
    },
  });

  const listRef = useRef<ListLinesHandle>(null);
  const photoRef = useRef<HTMLDivElement>(null);
  const shopRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const fields = useRef<Partial<Record<CustomerField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  useEffect(() => {
    if (lines.some((line) => line.trim()) || note.trim() || vendorId) saveListDraft(section, { lines, note, vendorId });
    else clearListDraft(section);
  }, [section, lines, note, vendorId]);

  // Problems the server found are moved to once the form, disabled while it sent, is enabled again.
  useEffect(() => {
    if (!focusAfterSend || busy) return;
    focusFirst(focusAfterSend);
    setFocusAfterSend(null);
    // focusFirst reads only refs, so these two are all that matter.
  }, [focusAfterSend, busy]);

  const shops = shopsQuery.data?.vendors.nodes ?? null;
  // What the form shows is what is sent: a shop kept from an earlier visit counts only once it is listed again.
  const chosenShop = shops?.some((shop) => shop.id === vendorId) ? vendorId : null;
  const pharmacy = section === 'PHARMACY';
  const photoProblem =
    photo.status === 'checking' || photo.status === 'uploading' || moreBusy
      ? t('listOrder.photo.errors.wait')
      : photo.status === 'failed' || moreFailed
        ? t('listOrder.photo.errors.notSent')
        : undefined;
  const sendLabel = t(`listOrder.sections.${section}.send`);

  /** Moves to the first problem, top to bottom: false when there is none. */
  function focusFirst(found: Problems): boolean {
    const firstLine = Object.keys(found.lines)
      .map(Number)
      .sort((a, b) => a - b)[0];
    const firstField = customerFields.find((field) => found.customer[field]);
    // In a group of choices, the chosen one.
    const control = (element: HTMLElement | null) =>
      element?.querySelector<HTMLElement>('input:checked') ?? element?.querySelector<HTMLElement>('input');
    if (firstLine !== undefined) listRef.current?.focusLine(firstLine);
    else if (found.list) listRef.current?.focusLine(0);
    else if (found.photo) control(photoRef.current)?.focus();
    else if (found.shop) control(shopRef.current)?.focus();
    else if (found.note) noteRef.current?.focus();
    else if (firstField) fields.current[firstField]?.focus();
    else return false;
    return true;
  }

  /** Shows every problem, and moves to the first: true when there was any. */
  function showProblems(found: Problems): boolean {
    setProblems(found);
    return focusFirst(found);
  }

  /** The checks the server would make, done here first. */
  function checkLocally(): Problems {
    const check = checkList({ lines, note, hasPhoto: photo.status !== 'none' });
    const found: Problems = { lines: {}, customer: customerErrors(values, t) };
    for (const index of Object.keys(check.lines))
      found.lines[Number(index)] = t('listOrder.errors.lineTooLong', { max: MAX_LINE_LENGTH });
    if (check.list === 'empty') found.list = t(`listOrder.sections.${section}.empty`);
    if (check.list === 'tooMany') found.list = t('listOrder.errors.tooMany', { max: MAX_LIST_LINES });
    if (photoProblem) found.photo = true;
    if (check.note) found.note = t('listOrder.errors.noteTooLong', { max: MAX_NOTE_LENGTH });
    return found;
  }

  /** The server said no: each problem beside what it is about, the rest in the banner. */
  function showRefusal(refusal: PlaceOrderRefusal, sentFrom: number[]) {
    const found: Problems = { lines: {}, customer: refusal.fields };
    for (const [index, message] of Object.entries(refusal.lines)) {
      const at = sentFrom[Number(index)];
      if (at !== undefined) found.lines[at] = message;
    }
    let elsewhere: string | null = null;
    let photoLost = false;
    if (refusal.other) {
      if (refusal.otherField === 'lines') found.list = refusal.other;
      else if (refusal.otherField === 'note') found.note = refusal.other;
      else if (refusal.otherField === 'vendorId') found.shop = refusal.other;
      else if (refusal.otherField === 'prescriptionFile') photoLost = true;
      else elsewhere = refusal.other;
    }
    // The photo never reached the server (or is gone): it must be added again.
    if (photoLost) lost(refusal.other!);
    setProblems(found);
    if (refusal.keyConflict) showBanner({ kind: 'keyConflict' });
    else if (elsewhere) showBanner({ kind: 'message', text: elsewhere });
    else setFocusAfterSend(photoLost ? { ...found, photo: true } : found);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    if (showProblems(checkLocally())) return;

    saveCustomer(values);
    const list = {
      section,
      vendorId: chosenShop,
      lines: cleanLines(lines),
      note: note.trim() || null,
      prescriptionFile: pharmacy ? photo.file : null,
      ...(pharmacy && photo.file && moreFiles.length > 0 ? { prescriptionFiles: [photo.file, ...moreFiles] } : {}),
    };
    const outcome = await send({
      signature: listSignature(list),
      variables: (idempotencyKey): PlaceListOrderMutationVariables => ({
        input: { idempotencyKey, customer: toCustomerInput(values), ...list },
      }),
      send: async (variables) => {
        const { data } = await placeListOrder({ variables });
        if (!data) throw new Error('placeListOrder answered without data');
        return data.placeListOrder;
      },
      refusal: readPlaceOrderRefusal,
    });
    if (outcome.answer === 'done') {
      rememberCheckout(outcome.data, new Date().toISOString());
      clearListDraft(section);
      setSent(true);
      void navigate(links.thankYou);
    } else if (outcome.answer === 'refused') showRefusal(outcome.refusal, formIndexes(lines));
    // No definite answer: the list may have arrived. The key is kept for the retry. Kept
    // offline, the draft stays until it is sent.
    else if (outcome.answer === 'none') showBanner({ kind: 'network' });
  }

  // Sent: hold the spinner while the confirmation opens, rather than a form that could be typed into again.
  if (sent) return <PageSpinner />;
  if (queued) {
    return (
      <>
        <PageHeader title={t(titleKeys[section])} />
        <KeptOfflinePanel />
      </>
    );
  }

  let bannerText = null;
  if (banner?.kind === 'message') bannerText = banner.text;
  else if (banner?.kind === 'network') bannerText = t('listOrder.banner.network', { send: sendLabel });
  else if (banner?.kind === 'keyConflict') bannerText = t('listOrder.banner.keyConflict');

  const title = t(titleKeys[section]);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`listOrder.sections.${section}.intro`)}
        back={links.back && { to: links.back.to, label: t(links.back.titleKey) }}
      />
      <form className="form list-order" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <fieldset className="list-order__card">
          <legend className="list-order__title">{t(`listOrder.sections.${section}.linesLegend`)}</legend>
          <p className="field__hint">{t('listOrder.lines.hint')}</p>
          <ListLines
            ref={listRef}
            lines={lines}
            onChange={(next) => {
              setLines(next);
              setProblems((current) => ({ ...current, lines: {}, list: undefined }));
            }}
            errors={problems.lines}
            listError={problems.list}
            placeholder={t(`listOrder.sections.${section}.placeholder`)}
            disabled={busy}
          />
        </fieldset>

        {pharmacy && (
          <div className="list-order__card" ref={photoRef}>
            <PrescriptionPhoto
              photo={photo}
              onChoose={(file) => {
                setProblems((current) => ({ ...current, photo: undefined, list: undefined }));
                void choose(file);
              }}
              onRetry={() => void retry()}
              onRemove={() => {
                setProblems((current) => ({ ...current, photo: undefined }));
                remove();
              }}
              error={problems.photo ? photoProblem : undefined}
              disabled={busy}
            />
            {photo.status === 'sent' &&
              more.map((m, index) => (
                <MorePhoto
                  key={m.id}
                  number={index + 2}
                  upload={upload}
                  onState={(state) => stateOfMore(m.id, state)}
                  onDrop={() => setMore((current) => current.filter((o) => o.id !== m.id))}
                  disabled={busy}
                />
              ))}
            {photo.status === 'sent' &&
              more.length + 1 < MAX_PHOTOS &&
              more.every((m) => m.state?.status === 'sent') && (
                <button
                  type="button"
                  className="button button--secondary list-order__add-photo"
                  disabled={busy}
                  onClick={() => setMore((current) => [...current, { id: nextPhotoId.current++, state: null }])}
                >
                  {t('listOrder.photo.addAnother', { count: more.length + 1, max: MAX_PHOTOS })}
                </button>
              )}
          </div>
        )}

        <div className="list-order__card" ref={shopRef}>
          <ShopChoice
            legend={t('listOrder.shop.legend')}
            anyLabel={t(`listOrder.sections.${section}.anyShop`)}
            shops={shops}
            loading={shopsQuery.loading}
            failed={Boolean(shopsQuery.error)}
            onRetry={() => void shopsQuery.refetch().catch(() => undefined)}
            value={chosenShop}
            onChange={(id) => {
              setVendorId(id);
              setProblems((current) => ({ ...current, shop: undefined }));
            }}
            error={problems.shop}
            disabled={busy}
          />
          <TextAreaField
            ref={noteRef}
            label={t('listOrder.note.label')}
            hint={t('listOrder.note.hint')}
            name="note"
            rows={2}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setProblems((current) => ({ ...current, note: undefined }));
            }}
            error={problems.note}
          />
        </div>

        <section className="list-order__card" aria-labelledby="list-order-delivery">
          <h2 className="list-order__title" id="list-order-delivery">
            {t('cart.checkout.title')}
          </h2>
          <p className="list-order__kept">{t('cart.checkout.kept')}</p>
          <div className="form">
            <CustomerFields
              values={values}
              errors={problems.customer}
              onChange={(field, value) => {
                setValues((current) => {
                  const next = { ...current, [field]: value };
                  saveCustomerDraft(next);
                  return next;
                });
                setProblems(({ customer: { [field]: _gone, ...rest }, ...current }) => ({
                  ...current,
                  customer: rest,
                }));
              }}
              fieldRef={(field) => (element) => {
                fields.current[field] = element;
              }}
            />
          </div>
        </section>

        {banner && (
          <div className="list-order__banner" ref={bannerRef} tabIndex={-1}>
            <FormBanner>
              <p className="form-banner__line">{bannerText}</p>
              {banner.kind === 'keyConflict' && <Link to={links.findOrder}>{t('cart.banner.checkOrders')}</Link>}
            </FormBanner>
          </div>
        )}
        <div className="list-order__send">
          <p className="list-order__next">{t('listOrder.next')}</p>
          <SubmitButton busy={busy} label={sendLabel} busyLabel={t('listOrder.sending')} />
        </div>
      </form>
    </>
  );
}
