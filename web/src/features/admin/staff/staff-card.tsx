import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisableStaffAccountDocument, type StaffAccountFieldsFragment } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { adminProblem } from '../kit/admin-problem';
import { AuditHistory } from '../kit/audit-history';
import { ConfirmPanel } from '../kit/confirm-panel';
import { Badge, RecordCard, RecordFacts } from '../kit/record-card';
import { SetPasswordPanel } from './set-password-panel';

export type StaffPerson = StaffAccountFieldsFragment;

/** The staff screens, by the {type} of /admin/{type}: each has its own words under admin.{type}. */
export type StaffKind = 'delivery' | 'admins';

/** "Disable …?" and its answer: the person is signed out everywhere and cannot sign in again. */
function DisablePanel({
  kind,
  person,
  onDone,
  onCancel,
}: {
  kind: StaffKind;
  person: StaffPerson;
  onDone: (person: StaffPerson) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [disable, { loading }] = useMutation(DisableStaffAccountDocument);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmPanel
      question={t('admin.staff.disable.question', { name: person.name })}
      confirmLabel={t('admin.staff.disable.yes')}
      cancelLabel={t('admin.staff.disable.no')}
      busy={loading}
      busyLabel={t('admin.staff.disable.busy')}
      onCancel={onCancel}
      onConfirm={() => {
        setProblem(null);
        disable({ variables: { id: person.id } }).then(
          ({ data }) => data && onDone(data.disableUser),
          (error: unknown) => {
            const p = adminProblem(error);
            setProblem(p.message ?? t(p.key));
          },
        );
      }}
    >
      <p className="ws-meta">{t(`admin.${kind}.disable.text` as const)}</p>
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

/**
 * One staff account in a list: name, whether it can sign in, how to reach them; its History, and
 * Disable… after a confirmation. Nobody is offered to disable their own account (the API refuses it too).
 */
export function StaffCard({
  kind,
  person,
  isMe,
  onDisabled,
  onPasswordSet,
}: {
  kind: StaffKind;
  person: StaffPerson;
  isMe: boolean;
  onDisabled: (person: StaffPerson) => void;
  /** Delivery staff only: an admin sets a forgotten password. */
  onPasswordSet?: (person: StaffPerson) => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordCard
      label={person.name}
      title={person.name}
      off={person.disabled}
      badges={
        <>
          <Badge tone={person.disabled ? 'bad' : 'good'} testId="person-state">
            {person.disabled ? t('admin.staff.disabled') : t('admin.staff.active')}
          </Badge>
          {isMe && <Badge tone="warn">{t('admin.staff.you')}</Badge>}
        </>
      }
      panels={[
        {
          key: 'history',
          label: t('admin.kit.history.button'),
          render: () => (
            <AuditHistory
              entityType="USER"
              entityId={person.id}
              label={t('admin.kit.history.of', { name: person.name })}
            />
          ),
        },
        ...(kind === 'delivery' && !person.disabled && onPasswordSet
          ? [
              {
                key: 'password' as const,
                label: t('admin.staff.setPassword.button'),
                render: (close: () => void) => (
                  <SetPasswordPanel
                    person={person}
                    onCancel={close}
                    onDone={(done) => (close(), onPasswordSet(done))}
                  />
                ),
              },
            ]
          : []),
        ...(person.disabled || isMe
          ? []
          : [
              {
                key: 'disable' as const,
                label: t('admin.staff.disable.button'),
                danger: true,
                render: (close: () => void) => (
                  <DisablePanel
                    kind={kind}
                    person={person}
                    onCancel={close}
                    onDone={(done) => (close(), onDisabled(done))}
                  />
                ),
              },
            ]),
      ]}
    >
      {person.email && (
        <RecordFacts facts={[{ label: t('admin.staff.email'), value: person.email, testId: 'person-email' }]} />
      )}
      {person.phone && <CallButton phone={person.phone} name={person.name} compact />}
      {isMe && <p className="ws-meta">{t('admin.staff.selfNote')}</p>}
    </RecordCard>
  );
}
