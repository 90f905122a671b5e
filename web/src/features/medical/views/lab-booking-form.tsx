import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookLabTestsDocument, type BookLabTestsMutationVariables } from '../../../generated/graphql';
import {
  type FieldMessage,
  noticeRefusalText,
  readInputProblems,
  sortProblems,
} from '../../../shared/apollo/server-words';
import { CustomerFields } from '../../../shared/customer/customer-fields';
import {
  customerErrors,
  customerFieldOf,
  customerFields,
  readSavedCustomer,
  saveCustomer,
  saveCustomerDraft,
  toCustomerInput,
  type CustomerField,
} from '../../../shared/customer/customer';
import { formatDay, indiaToday } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/bookings';
import { rememberCheckout } from '../../../shared/storage/my-orders';
import type { PressKeys } from '../../../shared/storage/press-keys';
import { useSubmit } from '../../../shared/forms/use-submit';
import { KeptOfflinePanel } from '../../../shared/offline/kept-offline';
import { outbox as defaultOutbox, type Outbox } from '../../../shared/offline/outbox';
import { FormBanner, SubmitButton, useFormBanner } from '../../../shared/ui/form';
import { AlertIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyPanel } from '../../../shared/ui/status-panels';
import {
  bookingDays,
  groupByLab,
  labBookingKeys,
  labBookingSignature,
  labOnlyTests,
  selectionTotal,
  type ChosenTest,
  type LabBookingRequest,
} from '../lab-selection';
import { medicalPaths } from '../paths';

/** Addresses of other sections, given by the app, which owns routing. */
export interface LabBookingLinks {
  findOrder: string;
  /** A phone's orders with one of them opened. */
  trackOrder: (phone: string, code: string) => string;
}

type Banner = { kind: 'network' | 'keyConflict' | 'tests' } | { kind: 'message'; text: string };
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;

/** The server's refusal of a booking, sorted by where the form shows it: the tests and the day here, the rest as every form sorts it. */
function sortRefusal(problems: readonly FieldMessage[], ids: readonly string[]) {
  const own = { tests: {} as Record<string, string>, day: null as string | null };
  const rest = problems.filter(({ field, message }) => {
    const test = /^labTestIds\.(\d+)$/.exec(field)?.[1];
    const id = test === undefined ? undefined : ids[Number(test)];
    if (id) own.tests[id] ??= message;
    else if (field === 'preferredDate') own.day ??= message;
    else return true;
    return false;
  });
  return { ...sortProblems(rest, customerFieldOf), ...own };
}

/**
 * The booking step of /medical/labTest: the tests chosen (one booking per lab), the day, home
 * collection where every test allows it, and who it is for. A press that gets no answer is
 * retried with the same key, so a bad connection never books twice.
 */
export function LabBookingForm({
  chosen,
  links,
  onRemove,
  onBooked,
  keys = labBookingKeys,
  outbox = defaultOutbox,
}: {
  chosen: ChosenTest[];
  links: LabBookingLinks;
  onRemove: (id: string) => void;
  onBooked: (checkoutCode: string) => void;
  keys?: PressKeys;
  outbox?: Outbox;
}) {
  const { t } = useTranslation();
  const ids = { day: useId(), home: useId(), homeHint: useId(), tests: useId(), when: useId(), details: useId() };
  const [bookLabTests] = useMutation(BookLabTestsDocument, { fetchPolicy: 'no-cache' });
  const [days] = useState(() => bookingDays(indiaToday()));
  const [day, setDay] = useState(() => days[1] ?? days[0]);
  const [home, setHome] = useState(false);
  const [values, setValues] = useState(readSavedCustomer);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [dayError, setDayError] = useState<string | null>(null);
  const [testErrors, setTestErrors] = useState<Record<string, string>>({});
  const { banner, setBanner, showBanner, bannerRef } = useFormBanner<Banner>();
  const fields = useRef<Partial<Record<CustomerField, FieldElement>>>({});

  // A booking kept offline and answered while this form is open: its code, or the reason.
  const {
    busy,
    queued,
    submit: send,
  } = useSubmit({
    kind: 'lab-booking',
    keys,
    outbox,
    onKeptAnswer: (answered) => {
      if (answered.code) onBooked(answered.code);
      else if (answered.refused) showBanner({ kind: 'message', text: noticeRefusalText(answered, t) });
    },
  });

  const back = { to: medicalPaths.labTest, label: t('bookings.lab.form.backToList') };
  const title = t('bookings.lab.form.title');
  if (queued) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <KeptOfflinePanel />
      </>
    );
  }
  if (chosen.length === 0) {
    return (
      <>
        <PageHeader title={title} back={back} />
        <EmptyPanel>
          {t('bookings.lab.form.empty')} <Link to={medicalPaths.labTest}>{t('bookings.lab.form.backToList')}</Link>
        </EmptyPanel>
      </>
    );
  }

  const groups = groupByLab(chosen);
  const labOnly = labOnlyTests(chosen);
  const homeAllowed = labOnly.length === 0;
  const today = days[0];

  function showFieldErrors(found: Partial<Record<CustomerField, string>>) {
    setFieldErrors(found);
    const first = customerFields.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    setTestErrors({});
    setDayError(null);
    const found = customerErrors(values, t, { address: { required: t('bookings.lab.form.addressRequired') } });
    showFieldErrors(found);
    if (Object.keys(found).length > 0) return;

    saveCustomer(values);
    const request: LabBookingRequest = {
      customer: toCustomerInput(values),
      labTestIds: chosen.map((test) => test.id),
      preferredDate: day,
      homeCollection: home && homeAllowed,
    };
    const outcome = await send({
      signature: labBookingSignature(request),
      variables: (idempotencyKey): BookLabTestsMutationVariables => ({ input: { ...request, idempotencyKey } }),
      send: async (variables) => {
        const { data } = await bookLabTests({ variables });
        if (!data) throw new Error('bookLabTests answered without data');
        return data.bookLabTests;
      },
      refusal: readInputProblems,
    });
    if (outcome.answer === 'done') {
      rememberCheckout(
        {
          ...outcome.data,
          labBooking: { preferredDate: request.preferredDate, homeCollection: request.homeCollection },
        },
        new Date().toISOString(),
      );
      onBooked(outcome.data.checkoutCode);
    } else if (outcome.answer === 'none') {
      // No definite answer: the tests may have been booked. The key is kept for the retry.
      showBanner({ kind: 'network' });
    } else if (outcome.answer === 'refused') {
      const sorted = sortRefusal(outcome.refusal, request.labTestIds);
      showFieldErrors(sorted.fields);
      setTestErrors(sorted.tests);
      setDayError(sorted.day);
      if (sorted.keyConflict) showBanner({ kind: 'keyConflict' });
      else if (sorted.other) showBanner({ kind: 'message', text: sorted.other });
      else if (Object.keys(sorted.tests).length > 0) showBanner({ kind: 'tests' });
    }
  }

  const dayLabel = (d: string) => {
    const shown = formatDay(d);
    if (d === today) return t('bookings.lab.form.today', { day: shown });
    if (d === days[1]) return t('bookings.lab.form.tomorrow', { day: shown });
    return shown;
  };

  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="booking-layout">
        {banner && (
          <div className="booking-banner" ref={bannerRef} tabIndex={-1}>
            <FormBanner>
              <p className="form-banner__line">
                {banner.kind === 'message' ? banner.text : t(`bookings.lab.banner.${banner.kind}`)}
              </p>
              {banner.kind === 'keyConflict' && (
                <Link to={links.findOrder}>{t('bookings.lab.banner.checkOrders')}</Link>
              )}
            </FormBanner>
          </div>
        )}

        <section className="booking-section" aria-labelledby={ids.tests}>
          <h2 className="booking-section__title" id={ids.tests}>
            {t('bookings.lab.form.chosenTitle')}
          </h2>
          {groups.length > 1 && (
            <p className="booking-note">{t('bookings.lab.form.perLab', { count: groups.length })}</p>
          )}
          {groups.map((group) => (
            <div key={group.labName ?? ''} className="lab-chosen">
              {group.labName && <h3 className="lab-chosen__lab">{group.labName}</h3>}
              <ul className="lab-chosen__tests">
                {group.tests.map((test) => (
                  <li key={test.id} className="lab-chosen__test">
                    <div className="lab-chosen__row">
                      <span className="lab-chosen__name">{test.name}</span>
                      <span className="lab-chosen__price">{formatRupees(test.pricePaise)}</span>
                    </div>
                    {testErrors[test.id] && (
                      <p className="field__error">
                        <AlertIcon size={16} />
                        <span>{testErrors[test.id]}</span>
                      </p>
                    )}
                    <button
                      type="button"
                      className="lab-chosen__remove"
                      disabled={busy}
                      aria-label={t('bookings.lab.form.removeLabel', { name: test.name })}
                      onClick={() => {
                        setTestErrors(({ [test.id]: _gone, ...rest }) => rest);
                        onRemove(test.id);
                      }}
                    >
                      {t('bookings.lab.form.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              {groups.length > 1 && (
                <p className="lab-chosen__subtotal">
                  <span>{group.labName}</span>
                  <span>{formatRupees(group.totalPaise)}</span>
                </p>
              )}
            </div>
          ))}
          <p className="lab-chosen__total">
            <span>{t('bookings.lab.form.total')}</span>
            <span data-testid="lab-total">{formatRupees(selectionTotal(chosen))}</span>
          </p>
          <p className="booking-note">{t('bookings.lab.form.pay')}</p>
          <Link className="button button--secondary lab-chosen__more" to={medicalPaths.labTest}>
            {t('bookings.lab.form.addMore')}
          </Link>
        </section>

        <form className="form booking-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <section className="booking-section" aria-labelledby={ids.when}>
            <h2 className="booking-section__title" id={ids.when}>
              {t('bookings.lab.form.whenTitle')}
            </h2>
            <div className={dayError ? 'field field--invalid' : 'field'}>
              <label className="field__label" htmlFor={ids.day}>
                {t('bookings.lab.form.day')}
              </label>
              <p className="field__hint" id={`${ids.day}-hint`}>
                {t('bookings.lab.form.dayHint')}
              </p>
              <select
                id={ids.day}
                className="field__input booking-select"
                name="preferredDate"
                value={day}
                aria-describedby={`${ids.day}-hint`}
                aria-invalid={dayError ? true : undefined}
                onChange={(event) => {
                  setDay(event.target.value);
                  setDayError(null);
                }}
              >
                {days.map((d) => (
                  <option key={d} value={d}>
                    {dayLabel(d)}
                  </option>
                ))}
              </select>
              {dayError && (
                <p className="field__error">
                  <AlertIcon size={16} />
                  <span>{dayError}</span>
                </p>
              )}
            </div>

            <div className={homeAllowed ? 'booking-toggle' : 'booking-toggle booking-toggle--off'}>
              <input
                id={ids.home}
                type="checkbox"
                className="booking-toggle__input"
                checked={home && homeAllowed}
                disabled={!homeAllowed}
                aria-describedby={ids.homeHint}
                onChange={(event) => setHome(event.target.checked)}
              />
              <label className="booking-toggle__label" htmlFor={ids.home}>
                {t('bookings.lab.form.home')}
              </label>
              <p className="booking-toggle__hint" id={ids.homeHint}>
                {homeAllowed
                  ? t('bookings.lab.form.homeHint')
                  : t('bookings.lab.form.homeNotFor', { names: labOnly.map((test) => test.name).join(', ') })}
              </p>
            </div>
          </section>

          <section className="booking-section" aria-labelledby={ids.details}>
            <h2 className="booking-section__title" id={ids.details}>
              {t('bookings.lab.form.detailsTitle')}
            </h2>
            <p className="booking-note">{t('bookings.lab.form.kept')}</p>
            <div className="form">
              <CustomerFields
                values={values}
                errors={fieldErrors}
                words={{
                  phoneHint: t('bookings.lab.form.phoneHint'),
                  address: t('bookings.lab.form.address'),
                  addressHint: t('bookings.lab.form.addressHint'),
                }}
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
            </div>
          </section>
          <SubmitButton
            busy={busy}
            label={t('bookings.lab.form.submit')}
            busyLabel={t('bookings.lab.form.submitting')}
          />
        </form>
      </div>
    </>
  );
}
