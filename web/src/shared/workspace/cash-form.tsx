import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordCashCollectedDocument } from '../../generated/graphql';
import { formatRupees, parseRupees, rupeesInput } from '../format/money';
import { TextField } from '../ui/form';
import { actionProblem, type ActionProblem } from './action-errors';
import type { StaffOrder } from './order-parts';

/** The server's limit for one amount (api order.inputs.ts). */
const MAX_CASH_PAISE = 10_000_000;

export interface CashFormProps {
  order: StaffOrder;
  onDone: (message: string) => void;
  onRefused: () => void;
}

/**
 * The cash taken at the door, recorded by whoever handed the order over: the delivery person, or
 * a shop that delivers its orders itself. Changeable on the way; settled once delivered (an admin
 * corrects it then).
 */
export function CashForm({ order, onDone, onRefused }: CashFormProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(order.cashCollectedPaise === null);
  const [amount, setAmount] = useState(() => rupeesInput(order.cashCollectedPaise ?? order.totalPaise ?? 0));
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [record, { loading }] = useMutation(RecordCashCollectedDocument);

  if (!editing && order.cashCollectedPaise !== null) {
    return (
      <div className="ws-cash ws-cash--done">
        <p className="ws-cash__recorded">
          {t('delivery.cash.recorded', { amount: formatRupees(order.cashCollectedPaise) })}
        </p>
        {/* Once delivered, the amount is settled: an admin corrects it (the API refuses the rider). */}
        {order.status === 'DELIVERED' ? (
          <p className="ws-meta">{t('delivery.cash.settled')}</p>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
            {t('delivery.cash.change')}
          </button>
        )}
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const paise = parseRupees(amount);
    if (paise === null || paise > MAX_CASH_PAISE) {
      setError(t('delivery.cash.invalid'));
      return;
    }
    setProblem(null);
    record({ variables: { input: { orderId: order.id, amountPaise: paise } } }).then(
      ({ data }) => {
        if (!data) return;
        setEditing(false);
        onDone(t('delivery.done.cash', { code: order.code, amount: formatRupees(paise) }));
      },
      (failure: unknown) => {
        setProblem(actionProblem(failure));
        onRefused();
      },
    );
  }

  return (
    <form className="ws-cash" noValidate onSubmit={submit} aria-busy={loading}>
      <TextField
        label={t('delivery.cash.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}
      <button type="submit" className="button button--primary ws-cash__button" disabled={loading}>
        {loading ? t('delivery.cash.saving') : t('delivery.cash.record')}
      </button>
    </form>
  );
}
