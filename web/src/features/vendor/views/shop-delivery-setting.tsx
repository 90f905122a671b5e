import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetShopDeliveryDocument } from '../../../generated/graphql';
import { actionProblem, type ActionProblem } from '../../../shared/workspace/action-errors';

export interface ShopDeliverySettingProps {
  vendorId: string;
  deliversItself: boolean;
  /** Says what just changed, in the workspace's line above the lists. */
  flash: (text: string) => void;
  /** The desk's buttons depend on it: fetch the lists again. */
  onChanged: () => void;
}

/**
 * "We deliver our orders ourselves": a shop that takes its orders to the door sends them out
 * without waiting for a Haat delivery person, hands them over and records the cash itself.
 */
export function ShopDeliverySetting({ vendorId, deliversItself, flash, onChanged }: ShopDeliverySettingProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  // Ticked at once; a refusal puts the box back where the shop really is.
  const [checked, setChecked] = useState(deliversItself);
  useEffect(() => setChecked(deliversItself), [deliversItself]);
  const [save, { loading }] = useMutation(SetShopDeliveryDocument);

  function change(next: boolean) {
    setProblem(null);
    setChecked(next);
    save({ variables: { vendorId, deliversItself: next } }).then(
      () => {
        flash(next ? t('vendor.delivery.nowOwn') : t('vendor.delivery.nowRiders'));
        onChanged();
      },
      (error: unknown) => {
        setChecked(deliversItself);
        setProblem(actionProblem(error));
      },
    );
  }

  return (
    <div className="ws-setting" aria-busy={loading}>
      <input
        id={id}
        type="checkbox"
        className="ws-setting__box"
        checked={checked}
        disabled={loading}
        onChange={(event) => change(event.target.checked)}
      />
      <label htmlFor={id} className="ws-setting__label">
        <span className="ws-setting__title">{t('vendor.delivery.label')}</span>
        <span className="ws-setting__hint">
          {checked ? t('vendor.delivery.ownHint') : t('vendor.delivery.ridersHint')}
        </span>
      </label>
      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}
    </div>
  );
}
