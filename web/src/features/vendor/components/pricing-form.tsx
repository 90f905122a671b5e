import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricedLineInput } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { TextField } from '../../../shared/ui/form';
import {
  draftFrom,
  draftTotal,
  MAX_LIST_LINES,
  newLine,
  pricedLines,
  type DraftLine,
  type LineProblem,
  type ListProblem,
} from '../pricing';

export interface PricingFormProps {
  lines: ReadonlyArray<{ position: number; name: string; available: boolean; totalPaise: number | null }>;
  /** Medicines may need lines the shop reads off a prescription photo. */
  canAddLines: boolean;
  busy: boolean;
  onSubmit: (lines: PricedLineInput[]) => void;
  onClose: () => void;
}

/** A price or "not available" for each line of a shopping list or a medicine order. */
export function PricingForm({ lines, canAddLines, busy, onSubmit, onClose }: PricingFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftLine[]>(() => {
    const start = draftFrom(lines);
    return start.length === 0 && canAddLines ? [newLine()] : start;
  });
  const [lineProblems, setLineProblems] = useState<Record<string, LineProblem>>({});
  const [listProblem, setListProblem] = useState<ListProblem | null>(null);

  const change = (key: string, patch: Partial<DraftLine>) => {
    setDraft((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
    setLineProblems(({ [key]: _fixed, ...rest }) => rest);
    setListProblem(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = pricedLines(draft);
    if (!result.ok) {
      setLineProblems(result.lineProblems);
      setListProblem(result.listProblem);
      return;
    }
    onSubmit(result.lines);
  }

  return (
    <form
      className="ws-panel pricing"
      noValidate
      onSubmit={submit}
      aria-label={t('vendor.pricing.title')}
      aria-busy={busy}
    >
      <h4 className="ws-panel__title">{t('vendor.pricing.title')}</h4>
      <p className="ws-panel__text">{t('vendor.pricing.intro')}</p>
      <ol className="pricing__lines">
        {draft.map((line, index) => (
          <li key={line.key} className="pricing__line">
            {line.fromCustomer ? (
              <p className="pricing__name">
                <span className="pricing__number">{index + 1}.</span> {line.name}
              </p>
            ) : (
              <TextField
                label={t('vendor.pricing.addedName')}
                value={line.name}
                maxLength={120}
                onChange={(event) => change(line.key, { name: event.target.value })}
                error={lineProblems[line.key] === 'nameRequired' ? t('vendor.pricing.errors.nameRequired') : undefined}
              />
            )}
            <div className="pricing__answer">
              <TextField
                label={t('vendor.pricing.priceShort')}
                aria-label={t('vendor.pricing.price', { name: line.name || `${index + 1}` })}
                inputMode="decimal"
                autoComplete="off"
                value={line.available ? line.price : ''}
                disabled={!line.available}
                onChange={(event) => change(line.key, { price: event.target.value })}
                error={
                  lineProblems[line.key] && lineProblems[line.key] !== 'nameRequired'
                    ? t(`vendor.pricing.errors.${lineProblems[line.key]}` as const)
                    : undefined
                }
              />
              <label className="ws-check pricing__unavailable">
                <input
                  type="checkbox"
                  checked={!line.available}
                  onChange={(event) => change(line.key, { available: !event.target.checked })}
                />
                {t('vendor.pricing.notAvailable')}
              </label>
            </div>
            {!line.fromCustomer && (
              <button
                type="button"
                className="button button--quiet pricing__remove"
                onClick={() => setDraft((current) => current.filter((other) => other.key !== line.key))}
              >
                {t('vendor.pricing.removeLine')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {canAddLines && draft.length < MAX_LIST_LINES && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDraft((current) => [...current, newLine()])}
        >
          {t('vendor.pricing.addLine')}
        </button>
      )}
      <p className="pricing__total" aria-live="polite">
        {t('vendor.pricing.total', { total: formatRupees(draftTotal(draft)) })}
      </p>
      {listProblem && (
        <p className="ws-problem" role="alert">
          {t(`vendor.pricing.errors.${listProblem}`)}
        </p>
      )}
      <div className="ws-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('vendor.pricing.sending') : t('vendor.pricing.send')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose} disabled={busy}>
          {t('vendor.pricing.close')}
        </button>
      </div>
    </form>
  );
}
