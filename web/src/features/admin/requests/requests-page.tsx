import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HelpRequestsDocument,
  UpdateHelpRequestDocument,
  type HelpRequestFieldsFragment,
  type HelpRequestKind,
  type HelpRequestStatus,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/format/date';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { TextAreaField } from '../../../shared/ui/form';
import { useFlash } from '../../../shared/workspace/flash';
import { AuditHistory, type DescribeAuditEntry } from '../kit/audit-history';
import { Badge, RecordCard, RecordFacts } from '../kit/record-card';
import { RecordForm, SelectField, useRecordForm } from '../kit/record-form';
import { RecordScreen } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';

type HelpRequest = HelpRequestFieldsFragment;

export const requestKinds = ['MEDICAL_ASSISTANCE', 'SERVICE', 'CONTACT'] as const satisfies readonly HelpRequestKind[];
export const requestStates = ['NEW', 'IN_PROGRESS', 'DONE', 'CLOSED'] as const satisfies readonly HelpRequestStatus[];

const stateTone = { NEW: 'warn', IN_PROGRESS: 'warn', DONE: 'good', CLOSED: 'bad' } as const;

/** "State: New → Done" and the note, for the History of a request. */
function useDescribeRequestChange(): DescribeAuditEntry {
  const { t, i18n } = useTranslation();
  const state = (value: unknown) =>
    typeof value === 'string' && i18n.exists(`admin.requests.state.${value}`)
      ? t(`admin.requests.state.${value}` as 'admin.requests.state.NEW')
      : String(value);
  return (entry) => {
    if (entry.action !== 'updated' || !entry.after) return null;
    const lines: string[] = [];
    if (entry.before?.status !== entry.after.status)
      lines.push(
        t('admin.requests.history.status', { from: state(entry.before?.status), to: state(entry.after.status) }),
      );
    const note = entry.after.adminNote;
    if (typeof note === 'string' && note && note !== entry.before?.adminNote)
      lines.push(t('admin.requests.history.note', { note }));
    return lines;
  };
}

const moveFields = ['status', 'note'] as const;

/** Where the request goes next (of nextStatuses), with a note of what was done. */
function MoveForm({
  request,
  onDone,
  onCancel,
}: {
  request: HelpRequest;
  onDone: (done: HelpRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm(moveFields);
  const [status, setStatus] = useState<HelpRequestStatus>(request.nextStatuses[0]);
  const [note, setNote] = useState('');
  const [update] = useMutation(UpdateHelpRequestDocument);

  function submit() {
    let done: HelpRequest | undefined;
    void form
      .submit(async () => {
        const { data } = await update({ variables: { input: { id: request.id, status, note: note.trim() || null } } });
        done = data?.updateHelpRequest;
      })
      .then((ok) => ok && done && onDone(done));
  }

  return (
    <RecordForm
      form={form}
      title={t('admin.requests.move.title', { code: request.code })}
      submitLabel={t('admin.requests.move.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField
        label={t('admin.requests.move.state')}
        value={status}
        error={form.error('status')}
        options={request.nextStatuses.map((s) => ({ value: s, label: t(`admin.requests.state.${s}`) }))}
        onChange={(e) => {
          setStatus(e.target.value as HelpRequestStatus);
          form.clear('status');
        }}
      />
      <TextAreaField
        label={t('admin.requests.move.note')}
        hint={t('admin.requests.move.noteHint')}
        rows={3}
        maxLength={1000}
        value={note}
        error={form.error('note')}
        onChange={(e) => {
          setNote(e.target.value);
          form.clear('note');
        }}
      />
    </RecordForm>
  );
}

/** One request: who asked, for what, from where and when, its state and the admins' note; Move to… and History. */
function RequestCard({ request, onMoved }: { request: HelpRequest; onMoved: (done: HelpRequest) => void }) {
  const { t } = useTranslation();
  const describe = useDescribeRequestChange();
  const kind =
    request.kind === 'SERVICE' && request.serviceType
      ? t('admin.requests.kindService', { type: request.serviceType })
      : t(`admin.requests.kind.${request.kind}`);
  return (
    <RecordCard
      label={t('admin.requests.row.label', { code: request.code, name: request.name })}
      title={request.name}
      subtitle={kind}
      off={request.status === 'CLOSED'}
      badges={
        <Badge tone={stateTone[request.status]} testId="request-state">
          {t(`admin.requests.state.${request.status}`)}
        </Badge>
      }
      panels={[
        ...(request.nextStatuses.length > 0
          ? [
              {
                key: 'move' as const,
                label: t('admin.requests.move.button'),
                render: (close: () => void) => (
                  <MoveForm request={request} onCancel={close} onDone={(done) => (close(), onMoved(done))} />
                ),
              },
            ]
          : []),
        {
          key: 'history' as const,
          label: t('admin.kit.history.button'),
          render: () => (
            <AuditHistory
              entityType="HELP_REQUEST"
              entityId={request.id}
              label={t('admin.kit.history.of', { name: request.code })}
              describe={describe}
            />
          ),
        },
      ]}
    >
      <RecordFacts
        facts={[
          { label: t('admin.requests.row.code'), value: request.code, testId: 'request-code' },
          !!request.village && { label: t('admin.requests.row.village'), value: request.village },
          { label: t('admin.requests.row.message'), value: request.message },
          {
            label: t('admin.requests.row.when'),
            value: <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>,
          },
          !!request.adminNote && {
            label: t('admin.requests.row.adminNote'),
            value: request.adminNote,
            testId: 'request-note',
          },
        ]}
      />
      <CallButton phone={request.phone} name={request.name} compact />
    </RecordCard>
  );
}

/**
 * /admin/requests: requests for medical assistance and services and the contact page's messages,
 * newest first, of one kind (?kind=) and one state (?status=, NEW unless it says another or all).
 * Each is moved on to where nextStatuses allows, with a note of what was done.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const kind = filters.choice('kind', requestKinds);
  const allStates = filters.text('status') === 'all';
  const status = allStates ? null : (filters.choice('status', requestStates) ?? 'NEW');
  const [flashText, flash] = useFlash();
  const list = usePagedList(HelpRequestsDocument, { kind, status }, 'helpRequests');

  return (
    <RecordScreen
      title={t('admin.requests.title')}
      intro={t('admin.requests.intro')}
      filters={
        <>
          <SelectField
            label={t('admin.requests.filter.kind')}
            value={kind ?? ''}
            options={[
              { value: '', label: t('admin.requests.filter.allKinds') },
              ...requestKinds.map((k) => ({ value: k, label: t(`admin.requests.kind.${k}`) })),
            ]}
            onChange={(e) => filters.set('kind', e.target.value)}
          />
          <SelectField
            label={t('admin.requests.filter.state')}
            value={status ?? 'all'}
            options={[
              ...requestStates.map((s) => ({ value: s, label: t(`admin.requests.state.${s}`) })),
              { value: 'all', label: t('admin.requests.filter.allStates') },
            ]}
            onChange={(e) => filters.set('status', e.target.value === 'NEW' ? null : e.target.value)}
          />
        </>
      }
      list={list}
      listLabel={t('admin.requests.listLabel')}
      emptyText={kind || status !== 'NEW' ? t('admin.requests.noMatch') : t('admin.requests.empty')}
      flashText={flashText}
      renderRow={(request) => (
        <RequestCard
          request={request}
          onMoved={(done) => {
            flash(t('admin.requests.move.done', { code: done.code, state: t(`admin.requests.state.${done.status}`) }));
            list.refetch();
          }}
        />
      )}
    />
  );
}
