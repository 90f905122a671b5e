import { useMutation } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestHelpDocument, type HelpRequestKind, type RequestHelpMutationVariables } from '../../generated/graphql';
import { noticeRefusalText, readInputProblems, sortProblems } from '../apollo/server-words';
import { formatPhone, normalizeMobile } from '../format/phone';
import '../i18n/bookings';
import { useSubmit } from '../forms/use-submit';
import { KeptOfflinePanel } from '../offline/kept-offline';
import { outbox as defaultOutbox, type Outbox } from '../offline/outbox';
import type { PressKeys } from '../storage/press-keys';
import { DonePanel } from '../ui/done-panel';
import { FormBanner, SubmitButton, TextAreaField, TextField } from '../ui/form';
import {
  checkHelpRequest,
  clearHelpRequestDraft,
  HELP_REQUEST_MAX_LENGTH,
  helpRequestFieldOf,
  helpRequestFields,
  helpRequestFormOf,
  helpRequestKeys,
  helpRequestOf,
  readHelpRequestValues,
  saveHelpRequestDraft,
  type HelpRequestField,
} from './help-request';
import './help-request.css';

type Banner = 'network' | 'keyConflict' | { text: string };

/** What the message box asks for, by the kind of request. */
const MESSAGE_WORDS = {
  MEDICAL_ASSISTANCE: {
    label: 'bookings.help.medicalMessage',
    hint: 'bookings.help.medicalMessageHint',
    submit: 'bookings.help.submit',
  },
  SERVICE: {
    label: 'bookings.help.serviceMessage',
    hint: 'bookings.help.serviceMessageHint',
    submit: 'bookings.help.submit',
  },
  CONTACT: {
    label: 'bookings.help.contactMessage',
    hint: 'bookings.help.contactMessageHint',
    submit: 'bookings.help.submitContact',
  },
} as const satisfies Record<HelpRequestKind, { label: ParseKeys; hint: ParseKeys; submit: ParseKeys }>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | null;

/**
 * A request for help that someone from Haat follows up by phone: medical assistance (an
 * ambulance, a bed, blood), a local service (`serviceType`, the /service/{type} slug), or a
 * message from the contact page. Sent
 * once however often a bad connection makes the customer press; answered with a code to quote.
 * What is typed is kept as a draft until it is sent; sent with no network, the request waits in
 * the outbox with its key and goes when the network returns.
 */
export function HelpRequestForm({
  kind,
  serviceType,
  keys = helpRequestKeys,
  outbox = defaultOutbox,
}: {
  kind: HelpRequestKind;
  serviceType?: string;
  keys?: PressKeys;
  outbox?: Outbox;
}) {
  const { t } = useTranslation();
  const form = helpRequestFormOf(kind, serviceType);
  const [requestHelp] = useMutation(RequestHelpDocument, { fetchPolicy: 'no-cache' });
  const [values, setValues] = useState(() => readHelpRequestValues(form));
  const [errors, setErrors] = useState<Partial<Record<HelpRequestField, string>>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [receipt, setReceipt] = useState<{ code: string; phone: string } | null>(null);
  const fields = useRef<Partial<Record<HelpRequestField, FieldElement>>>({});
  const doneRef = useRef<HTMLDivElement>(null);
  const words = MESSAGE_WORDS[kind];

  /** Sent: the code to quote, the draft gone, and who asked kept for another request. */
  function showReceipt(code: string, phone: string) {
    clearHelpRequestDraft(form);
    setReceipt({ code, phone });
    setValues((current) => ({ ...current, message: '' }));
    requestAnimationFrame(() => {
      doneRef.current?.focus();
      doneRef.current?.scrollIntoView?.({ block: 'start' });
    });
  }

  // A request this form kept offline, answered while it is open: its code, or the reason.
  const {
    busy,
    queued,
    submit: send,
  } = useSubmit({
    kind: 'help-request',
    tag: form,
    keys,
    outbox,
    onKeptAnswer: (answered) => {
      if (answered.code) showReceipt(answered.code, values.phone.trim());
      else if (answered.refused) setBanner({ text: noticeRefusalText(answered, t) });
    },
  });

  function showErrors(found: Partial<Record<HelpRequestField, string>>) {
    setErrors(found);
    const first = helpRequestFields.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const problems = checkHelpRequest(values);
    const found: Partial<Record<HelpRequestField, string>> = {};
    for (const field of helpRequestFields) {
      const problem = problems[field];
      if (problem) found[field] = t(`bookings.help.errors.${field}.${problem}` as ParseKeys);
    }
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    const request = helpRequestOf(values, kind, serviceType);
    const outcome = await send({
      signature: JSON.stringify(request),
      variables: (idempotencyKey): RequestHelpMutationVariables => ({ input: { ...request, idempotencyKey } }),
      send: async (variables) => {
        const { data } = await requestHelp({ variables });
        if (!data) throw new Error('requestHelp answered without data');
        return data.requestHelp;
      },
      refusal: readInputProblems,
    });
    if (outcome.answer === 'done') showReceipt(outcome.data.code, request.phone);
    // No definite answer: it may have been recorded. The key is kept for the retry.
    else if (outcome.answer === 'none') setBanner('network');
    else if (outcome.answer === 'refused') {
      const sorted = sortProblems(outcome.refusal, helpRequestFieldOf);
      showErrors(sorted.fields);
      if (sorted.keyConflict) setBanner('keyConflict');
      else if (sorted.other) setBanner({ text: sorted.other });
    }
  }

  if (queued) return <KeptOfflinePanel />;

  if (receipt) {
    const mobile = normalizeMobile(receipt.phone);
    return (
      <div className="help-request__done" ref={doneRef} tabIndex={-1}>
        <DonePanel
          title={t('bookings.help.done.sent')}
          codeLabel={t('bookings.help.done.codeLabel')}
          code={receipt.code}
          hint={t('bookings.help.done.codeHint')}
        />
        <p className="help-request__call-back">
          {t('bookings.help.done.callBack', { phone: mobile ? formatPhone(`+91${mobile}`) : receipt.phone })}
        </p>
        <button type="button" className="button button--secondary button--block" onClick={() => setReceipt(null)}>
          {t('bookings.help.done.another')}
        </button>
      </div>
    );
  }

  const change = (field: HelpRequestField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      saveHelpRequestDraft(form, next);
      return next;
    });
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const ref = (field: HelpRequestField) => (element: FieldElement) => {
    fields.current[field] = element;
  };

  return (
    <form className="form help-request" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {banner && (
        <FormBanner>
          <p className="form-banner__line">
            {typeof banner === 'object' ? banner.text : t(`bookings.help.banner.${banner}`)}
          </p>
        </FormBanner>
      )}
      <TextAreaField
        ref={ref('message')}
        label={t(words.label)}
        hint={t(words.hint)}
        name="message"
        rows={3}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        error={errors.message}
      />
      <TextField
        ref={ref('name')}
        label={t('bookings.help.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        ref={ref('phone')}
        label={t('bookings.help.phone')}
        hint={t('bookings.help.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => change('phone', event.target.value)}
        error={errors.phone}
      />
      <TextField
        ref={ref('village')}
        label={t('bookings.help.village')}
        name="village"
        autoComplete="address-level2"
        maxLength={HELP_REQUEST_MAX_LENGTH.village}
        value={values.village}
        onChange={(event) => change('village', event.target.value)}
        error={errors.village}
      />
      <SubmitButton busy={busy} label={t(words.submit)} busyLabel={t('bookings.help.submitting')} />
    </form>
  );
}
