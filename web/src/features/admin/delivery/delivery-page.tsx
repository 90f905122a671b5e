import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDeliveryAccountDocument, DeliveryStaffDocument, DisableStaffAccountDocument, type StaffAccountFieldsFragment } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { PasswordField, TextField } from '../../../shared/ui/form';
import { useFlash } from '../../../shared/workspace/flash';
import { adminProblem } from '../kit/admin-problem';
import { AuditHistory } from '../kit/audit-history';
import { ConfirmPanel } from '../kit/confirm-panel';
import { Badge, RecordCard } from '../kit/record-card';
import { RecordForm, useRecordForm } from '../kit/record-form';
import { RecordScreen, ToggleFilter } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';

type Person = StaffAccountFieldsFragment;

const personFields = ['name', 'phone', 'password'] as const;

/** A sign-in for a delivery person: their name, the mobile number they sign in with, a password. */
function NewPersonForm({ onCreated, onCancel }: { onCreated: (person: Person) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useRecordForm(personFields);
  const [values, setValues] = useState({ name: '', phone: '', password: '' });
  const [create] = useMutation(CreateDeliveryAccountDocument);
  const set = (field: (typeof personFields)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  function submit() {
    let created: Person | undefined;
    void form
      .submit(async () => {
        const { data } = await create({ variables: { input: values } });
        created = data?.createDeliveryAccount;
      })
      .then((done) => done && created && onCreated(created));
  }

  return (
    <RecordForm form={form} title={t('admin.delivery.new.title')} intro={t('admin.delivery.new.intro')} submitLabel={t('admin.delivery.new.submit')} onSubmit={submit} onCancel={onCancel}>
      <TextField label={t('admin.delivery.form.name')} autoComplete="off" maxLength={100} value={values.name} onChange={(e) => set('name', e.target.value)} error={form.error('name')} />
      <TextField
        label={t('admin.delivery.form.phone')}
        hint={t('admin.delivery.form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={form.error('phone')}
      />
      <PasswordField label={t('admin.delivery.form.password')} hint={t('admin.kit.passwordHint')} autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.target.value)} error={form.error('password')} />
    </RecordForm>
  );
}

/** "Disable …?" and its answer: the person is signed out everywhere and cannot sign in again. */
function DisablePanel({ person, onDone, onCancel }: { person: Person; onDone: (person: Person) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [disable, { loading }] = useMutation(DisableStaffAccountDocument);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmPanel
      question={t('admin.delivery.disable.question', { name: person.name })}
      confirmLabel={t('admin.delivery.disable.yes')}
      cancelLabel={t('admin.delivery.disable.no')}
      busy={loading}
      busyLabel={t('admin.delivery.disable.busy')}
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
      <p className="ws-meta">{t('admin.delivery.disable.text')}</p>
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

function PersonCard({ person, onDisabled }: { person: Person; onDisabled: (person: Person) => void }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      label={person.name}
      title={person.name}
      off={person.disabled}
      badges={
        <Badge tone={person.disabled ? 'bad' : 'good'} testId="person-state">
          {person.disabled ? t('admin.delivery.disabled') : t('admin.delivery.active')}
        </Badge>
      }
      panels={[
        { key: 'history', label: t('admin.kit.history.button'), render: () => <AuditHistory entityType="USER" entityId={person.id} label={t('admin.kit.history.of', { name: person.name })} /> },
        ...(person.disabled
          ? []
          : [
              {
                key: 'disable' as const,
                label: t('admin.delivery.disable.button'),
                danger: true,
                render: (close: () => void) => <DisablePanel person={person} onCancel={close} onDone={(done) => (close(), onDisabled(done))} />,
              },
            ]),
      ]}
    >
      {person.phone && <CallButton phone={person.phone} name={person.name} compact />}
    </RecordCard>
  );
}

/**
 * /admin/delivery: the delivery staff by name, with a search and disabled ones too when asked
 * (?q=, ?disabled=1). A new person gets a sign-in here; one who leaves is disabled, never deleted.
 */
export function DeliveryStaffPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const search = filters.text('q');
  const disabledToo = filters.flag('disabled');
  const [flashText, flash] = useFlash();
  const list = usePagedList(DeliveryStaffDocument, { search: search || null, includeDisabled: disabledToo }, 'staffAccounts');

  return (
    <RecordScreen
      title={t('admin.delivery.title')}
      intro={t('admin.delivery.intro')}
      search={{ label: t('admin.delivery.search'), placeholder: t('admin.delivery.searchPlaceholder'), value: search, onSearch: (text) => filters.set('q', text) }}
      filters={<ToggleFilter label={t('admin.delivery.disabledToo')} checked={disabledToo} onChange={(on) => filters.set('disabled', on)} />}
      create={{
        label: t('admin.delivery.new.button'),
        render: (close) => (
          <NewPersonForm
            onCancel={close}
            onCreated={(person) => {
              close();
              flash(t('admin.delivery.created', { name: person.name }));
              list.refetch();
            }}
          />
        ),
      }}
      list={list}
      listLabel={t('admin.delivery.listLabel')}
      emptyText={search ? t('admin.delivery.noMatch') : t('admin.delivery.empty')}
      flashText={flashText}
      renderRow={(person) => (
        <PersonCard
          person={person}
          onDisabled={(done) => {
            flash(t('admin.delivery.disabledNow', { name: done.name }));
            list.refetch();
          }}
        />
      )}
    />
  );
}
