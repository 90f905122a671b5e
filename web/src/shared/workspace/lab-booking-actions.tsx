import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveOrderDocument, RecordLabSampleDocument, type LabSamplePlace } from '../../generated/graphql';
import { refusalText } from '../apollo/server-words';
import '../i18n/workspace';
import { TextField } from '../ui/form';
import { fetchLabReport, REPORT_ACCEPT, saveFile, uploadLabReport } from '../upload/lab-report';
import { UploadError } from '../upload/photo-upload';
import { actionProblem, type ActionProblem } from './action-errors';
import type { StaffOrder } from './order-parts';

/** The server's limit for a cancel reason (api order.inputs.ts). */
const REASON_MAX_LENGTH = 300;

export interface LabBookingActionsProps {
  order: StaffOrder;
  /** A step went through: say `message`; the lists may be fetched again. */
  onDone: (message: string) => void;
  /** The server refused: the lists may be out of date. */
  onRefused: () => void;
}

type Busy = 'none' | 'move' | 'report' | 'download';
/** The steps the lab takes by a plain move (the sample and the report have their own). */
type LabMove = 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';

/**
 * What a lab (or an admin) does with a booking, as the server offers it (`nextStatuses`): confirm
 * it, say the sample was collected at home or at the lab, upload the report (and a corrected one
 * while it is ready), see the report, mark it done, or cancel it with a reason the customer reads.
 * Never the shop's steps: a booking is not packed, sent out or paid at the door.
 */
export function LabBookingActions({ order, onDone, onRefused }: LabBookingActionsProps) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [busy, setBusy] = useState<Busy>('none');
  const [percent, setPercent] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const [move] = useMutation(MoveOrderDocument);
  const [recordSample] = useMutation(RecordLabSampleDocument);
  const next = order.nextStatuses;
  const hasReport = order.hasReport;

  const refused = (error: unknown) => {
    setProblem(actionProblem(error));
    onRefused();
  };
  const moved = (status: LabMove | 'SAMPLE_COLLECTED') =>
    onDone(t('workspace.lab.moved', { code: order.code, state: t(`workspace.lab.state.${status}`) }));

  async function moveTo(status: LabMove, why: string | null = null) {
    setProblem(null);
    setBusy('move');
    try {
      const { data } = await move({ variables: { input: { orderId: order.id, status, reason: why } } });
      if (data) {
        setCancelling(false);
        moved(status);
      }
    } catch (error) {
      refused(error);
    } finally {
      setBusy('none');
    }
  }

  async function sampleAt(place: LabSamplePlace) {
    setProblem(null);
    setBusy('move');
    try {
      const { data } = await recordSample({ variables: { input: { orderId: order.id, place } } });
      if (data) moved('SAMPLE_COLLECTED');
    } catch (error) {
      refused(error);
    } finally {
      setBusy('none');
    }
  }

  async function sendReport(file: File) {
    setProblem(null);
    setBusy('report');
    setPercent(0);
    try {
      await uploadLabReport(order.id, file, { onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
      onDone(t('workspace.lab.report.uploaded', { code: order.code }));
    } catch (error) {
      const failure = error instanceof UploadError ? error.failure : null;
      if (failure?.kind === 'unfit')
        setProblem({ key: failure.problem === 'tooBig' ? 'workspace.lab.report.tooBig' : 'workspace.lab.report.type' });
      else if (failure?.kind === 'refused') setProblem({ message: refusalText(failure, t) });
      else setProblem({ key: 'workspace.lab.report.network' });
      if (failure?.kind === 'refused') onRefused();
    } finally {
      setBusy('none');
    }
  }

  async function openReport() {
    setProblem(null);
    setBusy('download');
    try {
      saveFile(await fetchLabReport(order.id, 'signedIn'));
    } catch {
      setProblem({ key: 'workspace.lab.report.openFailed' });
    } finally {
      setBusy('none');
    }
  }

  function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setReasonError(t('workspace.lab.cancel.reasonRequired'));
      return;
    }
    void moveTo('CANCELLED', why);
  }

  const working = busy !== 'none';
  const canReplace = order.status === 'REPORT_READY';
  const offered = next.length > 0 || hasReport;

  return (
    <div className="ws-lab" aria-busy={working}>
      {order.samplePlace && <p className="ws-meta">{t(`workspace.lab.sampleTaken.${order.samplePlace}`)}</p>}
      {problem && (
        <p className="ws-problem" role="alert">
          {problem.message ?? t(problem.key)}
        </p>
      )}
      {busy === 'report' && (
        <progress
          className="ws-lab__progress"
          max={100}
          value={percent}
          aria-label={t('workspace.lab.report.sending')}
        />
      )}

      {cancelling ? (
        <form className="ws-panel ws-panel--danger" noValidate onSubmit={cancel}>
          <p className="ws-panel__title">{t('workspace.lab.cancel.question', { code: order.code })}</p>
          <TextField
            label={t('workspace.lab.cancel.reason')}
            hint={t('workspace.lab.cancel.reasonHint')}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
          <div className="ws-actions">
            <button type="submit" className="button button--danger" disabled={working}>
              {busy === 'move' ? t('workspace.lab.busy') : t('workspace.lab.cancel.yes')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={working}
              onClick={() => setCancelling(false)}
            >
              {t('workspace.lab.cancel.no')}
            </button>
          </div>
        </form>
      ) : (
        offered && (
          <div className="ws-actions">
            {next.includes('CONFIRMED') && (
              <button
                type="button"
                className="button button--primary"
                disabled={working}
                onClick={() => void moveTo('CONFIRMED')}
              >
                {t('workspace.lab.actions.confirm')}
              </button>
            )}
            {next.includes('SAMPLE_COLLECTED') &&
              // The place the customer asked for first.
              (order.homeCollection ? (['HOME', 'LAB'] as const) : (['LAB', 'HOME'] as const)).map((place, index) => (
                <button
                  key={place}
                  type="button"
                  className={index === 0 ? 'button button--primary' : 'button button--secondary'}
                  disabled={working}
                  onClick={() => void sampleAt(place)}
                >
                  {t(`workspace.lab.actions.sample.${place}`)}
                </button>
              ))}
            {(next.includes('REPORT_READY') || canReplace) && (
              <button
                type="button"
                className={canReplace ? 'button button--secondary' : 'button button--primary'}
                disabled={working}
                onClick={() => fileInput.current?.click()}
              >
                {canReplace ? t('workspace.lab.actions.replaceReport') : t('workspace.lab.actions.uploadReport')}
              </button>
            )}
            {hasReport && (
              <button
                type="button"
                className="button button--secondary"
                disabled={working}
                onClick={() => void openReport()}
              >
                {busy === 'download' ? t('workspace.lab.busy') : t('workspace.lab.actions.seeReport')}
              </button>
            )}
            {next.includes('COMPLETED') && (
              <button
                type="button"
                className="button button--primary"
                disabled={working}
                onClick={() => void moveTo('COMPLETED')}
              >
                {t('workspace.lab.actions.done')}
              </button>
            )}
            {next.includes('CANCELLED') && (
              <button
                type="button"
                className="button button--quiet"
                disabled={working}
                onClick={() => setCancelling(true)}
              >
                {t('workspace.lab.actions.cancel')}
              </button>
            )}
          </div>
        )
      )}
      <input
        ref={fileInput}
        type="file"
        accept={REPORT_ACCEPT}
        hidden
        data-testid="lab-report-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void sendReport(file);
        }}
      />
    </div>
  );
}
