import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, TrackedOrderFieldsFragment } from '../../../generated/graphql';
import { formatDay } from '../../../shared/format/date';
import { FormBanner } from '../../../shared/ui/form';
import { fetchLabReport, ReportFetchError, saveFile } from '../../../shared/upload/lab-report';

/** A lab booking's steps, in order; a cancelled booking leaves them. */
export const LAB_STEPS = [
  'PLACED',
  'CONFIRMED',
  'SAMPLE_COLLECTED',
  'REPORT_READY',
  'COMPLETED',
] as const satisfies readonly OrderStatus[];

/** Where the booking stands among its steps: those done (the last of them is where it is), the next, and those after. */
export function LabSteps({ status, samplePlace }: Pick<TrackedOrderFieldsFragment, 'status' | 'samplePlace'>) {
  const { t } = useTranslation();
  const at = (LAB_STEPS as readonly string[]).indexOf(status);
  if (at < 0) return null;
  return (
    <ol className="lab-steps" aria-label={t('orders.lab.steps')}>
      {LAB_STEPS.map((step, index) => {
        const state = index <= at ? 'done' : index === at + 1 ? 'next' : 'later';
        return (
          <li
            key={step}
            className={`lab-steps__step lab-steps__step--${state}`}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className="lab-steps__mark" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="lab-steps__name">
              {step === 'SAMPLE_COLLECTED' && samplePlace
                ? t(`orders.lab.sampleTaken.${samplePlace}`)
                : t(`orders.lab.step.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Downloads the report with the order's tracking token, sent in a header, never in the address. */
function DownloadReport({ orderId, trackingToken }: { orderId: string; trackingToken: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await fetchLabReport(orderId, { trackingToken }));
    } catch (error) {
      setProblem(
        error instanceof ReportFetchError && error.failure === 'notFound'
          ? t('orders.lab.reportGone')
          : t('orders.lab.downloadFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {problem && <FormBanner>{problem}</FormBanner>}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('orders.lab.downloading') : t('orders.lab.download')}
      </button>
    </>
  );
}

/**
 * A lab booking, for the browser holding its tracking token: the day in the reader's language,
 * at home or at the lab, the booking's steps, and its report to download once the lab has put it up.
 */
export function LabBookingDetails({
  order,
  trackingToken,
}: {
  order: TrackedOrderFieldsFragment;
  trackingToken: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="order-details__heading">{t('orders.details.booking')}</h3>
      {order.preferredDate && (
        <p className="order-details__text">
          <strong>{t('orders.details.bookingDay', { day: formatDay(order.preferredDate, { year: true }) })}</strong>
          <br />
          {order.homeCollection ? t('orders.details.homeCollection') : t('orders.details.atLab')}
        </p>
      )}
      <LabSteps status={order.status} samplePlace={order.samplePlace} />
      {order.hasReport ? (
        <DownloadReport orderId={order.id} trackingToken={trackingToken} />
      ) : (
        order.status === 'SAMPLE_COLLECTED' && <p className="order-details__text">{t('orders.lab.reportSoon')}</p>
      )}
    </>
  );
}
