import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetStaffPasswordDocument, ShopSignInsDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { PasswordField } from '../../../shared/ui/form';
import { Spinner } from '../../../shared/ui/spinner';
import { adminProblem } from '../kit/admin-problem';
import { ConfirmPanel } from '../kit/confirm-panel';
import { SelectField } from '../kit/record-form';
import type { StaffPerson } from './staff-card';

/** The server's minimum, so nobody waits on the network to learn it. */
const MIN_LENGTH = 8;

export interface SetPasswordPanelProps {
  person: Pick<StaffPerson, 'id' | 'name' | 'phone'>;
  onDone: (person: StaffPerson) => void;
  onCancel: () => void;
}

/**
 * "Set a new password for …?" when a vendor or a delivery person forgot theirs: the admin types one
 * to tell them; every phone of theirs is signed out, and at the next sign-in they choose their own.
 */
export function SetPasswordPanel({ person, onDone, onCancel }: SetPasswordPanelProps) {
  const { t } = useTranslation();
  const [setPassword, { loading }] = useMutation(SetStaffPasswordDocument);
  const [password, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmPanel
      question={t('admin.staff.setPassword.question', { name: person.name })}
      confirmLabel={t('admin.staff.setPassword.yes')}
      cancelLabel={t('admin.staff.setPassword.no')}
      busy={loading}
      busyLabel={t('admin.staff.setPassword.busy')}
      danger={false}
      onCancel={onCancel}
      onConfirm={() => {
        setProblem(null);
        if (password.length < MIN_LENGTH) {
          setError(t('admin.staff.setPassword.tooShort', { min: MIN_LENGTH }));
          return;
        }
        setError(undefined);
        setPassword({ variables: { input: { userId: person.id, password } } }).then(
          ({ data }) => data && onDone(data.setStaffPassword),
          (caught: unknown) => {
            const p = adminProblem(caught);
            setProblem(p.message ?? t(p.key));
          },
        );
      }}
    >
      <ul className="admin-confirm__list" data-testid="set-password-effects">
        <li>{t('admin.staff.setPassword.signedOut')}</li>
        <li>{t('admin.staff.setPassword.mustChange')}</li>
        <li>{t('admin.staff.setPassword.tell', { phone: person.phone ?? '' })}</li>
      </ul>
      <PasswordField
        label={t('admin.staff.setPassword.field')}
        hint={t('admin.staff.setPassword.hint', { min: MIN_LENGTH })}
        name="staff-new-password"
        autoComplete="off"
        value={password}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

/** A shop's sign-ins (usually one), then SetPasswordPanel for the one chosen. */
export function ShopSetPasswordPanel({
  vendorId,
  onDone,
  onCancel,
}: {
  vendorId: string;
  onDone: (person: StaffPerson) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ShopSignInsDocument, {
    variables: { vendorId },
    fetchPolicy: 'network-only',
  });
  const accounts = (data?.staffAccounts.nodes ?? []).filter((account) => !account.disabled);
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (loading) return <Spinner />;
  if (error) {
    const p = adminProblem(error);
    return (
      <p className="ws-problem" role="alert">
        {p.message ?? t(p.key)}
      </p>
    );
  }
  if (accounts.length === 0) return <p className="ws-meta">{t('admin.staff.setPassword.noSignIn')}</p>;
  const chosen = accounts.find((account) => account.id === chosenId) ?? accounts[0];
  return (
    <div>
      {accounts.length > 1 && (
        <SelectField
          label={t('admin.staff.setPassword.whichSignIn')}
          value={chosen.id}
          onChange={(event) => setChosenId(event.target.value)}
          options={accounts.map((account) => ({
            value: account.id,
            label: `${account.name} · ${account.phone ?? ''}`,
          }))}
        />
      )}
      <SetPasswordPanel key={chosen.id} person={chosen} onDone={onDone} onCancel={onCancel} />
    </div>
  );
}
