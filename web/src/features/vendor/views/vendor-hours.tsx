import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveShopHoursDocument, ShopHoursDocument } from '../../../generated/graphql';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { ClosedNote } from '../../../shared/ui/closed-note';
import './vendor-hours.css';

interface HoursValues {
  opensAt: string;
  closesAt: string;
  closedDays: number[];
  closedToday: boolean;
  takesLaterOrders: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** The shop's hours in India time, its closed weekdays, "closed today" and whether it takes orders for later. */
export function VendorHours({ vendorId, flash }: { vendorId: string; flash: (text: string) => void }) {
  const { data, error, refetch } = useQuery(ShopHoursDocument, {
    variables: { id: vendorId },
    fetchPolicy: 'cache-and-network',
  });
  const shop = data?.vendor;
  if (!shop)
    return error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  return (
    <HoursForm
      key={`${shop.opensAt}-${shop.closesAt}-${shop.closedDays.join()}-${shop.closedToday}-${shop.takesLaterOrders}`}
      vendorId={vendorId}
      initial={{
        opensAt: shop.opensAt,
        closesAt: shop.closesAt,
        closedDays: shop.closedDays,
        closedToday: shop.closedToday,
        takesLaterOrders: shop.takesLaterOrders,
      }}
      status={shop.openNow ? null : (shop.nextOpensAt ?? null)}
      openNow={shop.openNow}
      flash={flash}
    />
  );
}

function HoursForm({
  vendorId,
  initial,
  status,
  openNow,
  flash,
}: {
  vendorId: string;
  initial: HoursValues;
  status: string | null;
  openNow: boolean;
  flash: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveShopHoursDocument);
  const allDay = values.opensAt === '00:00' && values.closesAt === '00:00';
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(t('vendor.hours.locale'), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 1 + day)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await save({
        variables: {
          vendorId,
          hours: { opensAt: values.opensAt, closesAt: values.closesAt, closedDays: [...values.closedDays].sort() },
          day: { closedToday: values.closedToday, takesLaterOrders: values.takesLaterOrders },
        },
      });
      flash(t('vendor.hours.saved'));
    } catch (failure) {
      setProblem(failure instanceof Error && failure.message ? failure.message : t('vendor.hours.failed'));
    }
  }

  return (
    <form className="ws-hours" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ws-hours__title">
        {t('vendor.hours.title')}
      </h2>
      {openNow ? <p className="ws-hours__open">{t('vendor.hours.openNow')}</p> : <ClosedNote opensAt={status} />}
      <label className="ws-hours__check">
        <input
          type="checkbox"
          checked={values.closedToday}
          onChange={(e) => setValues({ ...values, closedToday: e.target.checked })}
        />
        <span>{t('vendor.hours.closedToday')}</span>
      </label>
      <label className="ws-hours__check">
        <input
          type="checkbox"
          checked={allDay}
          onChange={(e) =>
            setValues({
              ...values,
              ...(e.target.checked ? { opensAt: '00:00', closesAt: '00:00' } : { opensAt: '08:00', closesAt: '20:00' }),
            })
          }
        />
        <span>{t('vendor.hours.allDay')}</span>
      </label>
      {!allDay && (
        <div className="ws-hours__times">
          <label>
            <span>{t('vendor.hours.opensAt')}</span>
            <input
              type="time"
              value={values.opensAt}
              required
              onChange={(e) => setValues({ ...values, opensAt: e.target.value })}
            />
          </label>
          <label>
            <span>{t('vendor.hours.closesAt')}</span>
            <input
              type="time"
              value={values.closesAt}
              required
              onChange={(e) => setValues({ ...values, closesAt: e.target.value })}
            />
          </label>
        </div>
      )}
      <fieldset className="ws-hours__days">
        <legend>{t('vendor.hours.closedDays')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className="ws-hours__day">
            <input
              type="checkbox"
              checked={values.closedDays.includes(day)}
              onChange={(e) =>
                setValues({
                  ...values,
                  closedDays: e.target.checked
                    ? [...values.closedDays, day]
                    : values.closedDays.filter((d) => d !== day),
                })
              }
            />
            <span>{dayName(day)}</span>
          </label>
        ))}
      </fieldset>
      <label className="ws-hours__check">
        <input
          type="checkbox"
          checked={values.takesLaterOrders}
          onChange={(e) => setValues({ ...values, takesLaterOrders: e.target.checked })}
        />
        <span>{t('vendor.hours.takesLater')}</span>
      </label>
      {problem && (
        <p className="ws-hours__problem" role="alert">
          {problem}
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={loading}>
        {t('vendor.hours.save')}
      </button>
    </form>
  );
}
