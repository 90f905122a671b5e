import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AssignOrderDocument,
  CorrectCashCollectedDocument,
  DeliveryPeopleDocument,
  MoveOrderDocument,
  type OrderStatus,
} from '../../../generated/graphql';
import { formatRupees, parseRupees, rupeesInput } from '../../../shared/format/money';
import { formatPhone } from '../../../shared/format/phone';
import '../../../shared/i18n/admin';
import { TextField } from '../../../shared/ui/form';
import { actionProblem, type ActionProblem } from '../../../shared/workspace/action-errors';
import type { StaffOrder } from '../../../shared/workspace/order-parts';

/** The server's limit for a reason (api order.inputs.ts). */
const REASON_MAX_LENGTH = 300;
/** The server's limit for one amount (api order.inputs.ts). */
const MAX_CASH_PAISE = 10_000_000;

/** The states an order can be given to a delivery person in (the API's ASSIGNABLE). */
export const ASSIGNABLE_STATES: readonly OrderStatus[] = ['CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY'];

export function canAssign(order: Pick<StaffOrder, 'status'>): boolean {
  return ASSIGNABLE_STATES.includes(order.status);
}

/** Once delivered, the cash is settled: the rider can no longer change it, an admin corrects it. */
export function canCorrectCash(order: Pick<StaffOrder, 'status'>): boolean {
  return order.status === 'DELIVERED';
}

export interface ActionPanelProps {
  order: StaffOrder;
  /** Done: say `message`; the order as the server now has it is in the cache already. */
  onDone: (message: string) => void;
  /** The server refused: the list may be out of date. */
  onRefused: () => void;
  onClose: () => void;
}

function Problem({ problem }: { problem: ActionProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="ws-problem" role="alert">
      {problem.message ?? t(problem.key)}
    </p>
  );
}

/** Picks one of the active delivery people and gives them the order. */
export function AssignPanel({ order, onDone, onRefused, onClose }: ActionPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const people = useQuery(DeliveryPeopleDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState(order.deliveryPerson?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [assign, { loading }] = useMutation(AssignOrderDocument);
  const active = (people.data?.staffAccounts.nodes ?? []).filter((person) => !person.disabled);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setError(t('admin.orders.assign.required'));
      return;
    }
    setProblem(null);
    assign({ variables: { input: { orderId: order.id, deliveryUserId: chosen } } }).then(
      ({ data }) => {
        if (!data) return;
        onDone(t('admin.orders.assign.done', { code: order.code, name: data.assignOrder.deliveryPerson?.name ?? '' }));
      },
      (failure: unknown) => {
        setProblem(actionProblem(failure));
        onRefused();
      },
    );
  }

  let picker;
  if (!people.data) {
    picker = people.error ? (
      <p className="ws-problem" role="alert">
        {t('admin.orders.assign.failed')}
      </p>
    ) : (
      <p className="ws-meta" role="status">
        {t('admin.orders.assign.loading')}
      </p>
    );
  } else if (active.length === 0) {
    picker = <p className="ws-meta">{t('admin.orders.assign.none')}</p>;
  } else {
    picker = (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t('admin.orders.assign.person')}
        </label>
        <select
          id={id}
          className="field__input"
          value={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setChosen(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">{t('admin.orders.assign.choose')}</option>
          {active.map((person) => (
            <option key={person.id} value={person.id}>
              {person.phone ? `${person.name} · ${formatPhone(person.phone)}` : person.name}
            </option>
          ))}
        </select>
        {error && (
          <p className="field__error" id={`${id}-error`}>
            <span>{error}</span>
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className="ws-panel"
      noValidate
      onSubmit={submit}
      aria-busy={loading}
      aria-label={t('admin.orders.assign.title', { code: order.code })}
    >
      <p className="ws-panel__title">{t('admin.orders.assign.title', { code: order.code })}</p>
      {picker}
      <Problem problem={problem} />
      <div className="ws-actions">
        <button type="submit" className="button button--primary" disabled={loading || active.length === 0}>
          {loading ? t('admin.orders.assign.saving') : t('admin.orders.assign.save')}
        </button>
        <button type="button" className="button button--quiet" disabled={loading} onClick={onClose}>
          {t('admin.orders.assign.close')}
        </button>
      </div>
    </form>
  );
}

/**
 * The states an admin may move the order to by hand: those the API offers (`nextStatuses`) but
 * Priced, which only pricing every line makes, never a status move.
 */
export function statusMoves(order: Pick<StaffOrder, 'nextStatuses'>): OrderStatus[] {
  return order.nextStatuses.filter((next) => next !== 'PRICED');
}

/**
 * Moves the order to one of the states it may be moved to (statusMoves), with a reason: asked
 * for, and required to cancel; cancelling is confirmed first.
 */
export function MovePanel({ order, onDone, onRefused, onClose }: ActionPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const moves = statusMoves(order);
  const [status, setStatus] = useState<OrderStatus>(moves[0]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [move, { loading }] = useMutation(MoveOrderDocument);
  const cancelling = status === 'CANCELLED';

  function send() {
    setProblem(null);
    const why = reason.trim() || null;
    move({ variables: { input: { orderId: order.id, status, reason: why } } }).then(
      ({ data }) => {
        if (!data) return;
        onDone(
          t('admin.orders.move.done', {
            code: order.code,
            state: t(`admin.orders.state.${data.updateOrderStatus.status}`),
          }),
        );
      },
      (failure: unknown) => {
        setConfirming(false);
        setProblem(actionProblem(failure));
        onRefused();
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancelling && !reason.trim()) {
      setReasonError(t('admin.orders.move.reasonRequired'));
      return;
    }
    if (cancelling && !confirming) {
      setConfirming(true);
      return;
    }
    send();
  }

  return (
    <form
      className={cancelling ? 'ws-panel ws-panel--danger' : 'ws-panel'}
      noValidate
      onSubmit={submit}
      aria-busy={loading}
      aria-label={t('admin.orders.move.title', { code: order.code })}
    >
      <p className="ws-panel__title">{t('admin.orders.move.title', { code: order.code })}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('admin.orders.move.state')}
        </label>
        <select
          id={id}
          className="field__input"
          value={status}
          disabled={confirming || loading}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus);
            setReasonError(undefined);
          }}
        >
          {moves.map((next) => (
            <option key={next} value={next}>
              {t(`admin.orders.state.${next}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={cancelling ? t('admin.orders.move.reasonCancel') : t('admin.orders.move.reason')}
        hint={t('admin.orders.move.reasonHint')}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        required={cancelling}
        readOnly={confirming || loading}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <Problem problem={problem} />
      {confirming ? (
        <div
          className="admin-order__confirm"
          role="alertdialog"
          aria-label={t('admin.orders.move.confirmCancel', { code: order.code })}
        >
          <p className="ws-panel__title">{t('admin.orders.move.confirmCancel', { code: order.code })}</p>
          <div className="ws-actions">
            {/* The question takes the focus, as a dialog does, so a keyboard answers it at once. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="submit" className="button button--danger" disabled={loading} autoFocus>
              {loading ? t('admin.orders.move.saving') : t('admin.orders.move.yesCancel')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={loading}
              onClick={() => setConfirming(false)}
            >
              {t('admin.orders.move.noKeep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="ws-actions">
          <button
            type="submit"
            className={cancelling ? 'button button--danger' : 'button button--primary'}
            disabled={loading}
          >
            {loading ? t('admin.orders.move.saving') : t('admin.orders.move.save')}
          </button>
          <button type="button" className="button button--quiet" disabled={loading} onClick={onClose}>
            {t('admin.orders.move.close')}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * Corrects the cash recorded for a delivered order (or records it, when the rider never did), with
 * a reason: required, since the audit trail keeps it beside the two amounts.
 */
export function CashCorrectionPanel({ order, onDone, onRefused, onClose }: ActionPanelProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(() => rupeesInput(order.cashCollectedPaise ?? order.totalPaise ?? 0));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [correct, { loading }] = useMutation(CorrectCashCollectedDocument);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const paise = parseRupees(amount);
    const why = reason.trim();
    const badAmount = paise === null || paise > MAX_CASH_PAISE;
    setAmountError(badAmount ? t('admin.orders.cash.amountInvalid') : undefined);
    setReasonError(why ? undefined : t('admin.orders.cash.reasonRequired'));
    if (badAmount || !why) return;
    setProblem(null);
    correct({ variables: { input: { orderId: order.id, amountPaise: paise, reason: why } } }).then(
      ({ data }) => {
        if (!data) return;
        onDone(t('admin.orders.cash.done', { code: order.code, amount: formatRupees(paise) }));
      },
      (failure: unknown) => {
        setProblem(actionProblem(failure));
        onRefused();
      },
    );
  }

  return (
    <form
      className="ws-panel"
      noValidate
      onSubmit={submit}
      aria-busy={loading}
      aria-label={t('admin.orders.cash.title', { code: order.code })}
    >
      <p className="ws-panel__title">{t('admin.orders.cash.title', { code: order.code })}</p>
      <p className="ws-meta">
        {order.cashCollectedPaise === null
          ? t('admin.orders.cash.noneRecorded')
          : t('admin.orders.cash.recorded', { amount: formatRupees(order.cashCollectedPaise) })}
      </p>
      <TextField
        label={t('admin.orders.cash.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        readOnly={loading}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(undefined);
        }}
        error={amountError}
      />
      <TextField
        label={t('admin.orders.cash.reason')}
        hint={t('admin.orders.cash.reasonHint')}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        required
        readOnly={loading}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <Problem problem={problem} />
      <div className="ws-actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? t('admin.orders.cash.saving') : t('admin.orders.cash.save')}
        </button>
        <button type="button" className="button button--quiet" disabled={loading} onClick={onClose}>
          {t('admin.orders.cash.close')}
        </button>
      </div>
    </form>
  );
}
