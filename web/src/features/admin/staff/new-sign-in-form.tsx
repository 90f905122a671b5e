import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { RecordForm, useRecordForm } from '../kit/record-form';
import { emptySignIn, SignInFields, type SignInField, type SignInValues } from './sign-in-fields';
import type { StaffKind, StaffPerson } from './staff-card';

/** The input's paths, so the server's refusals land beside their fields. */
const paths = ['name', 'phone', 'email', 'password'] as const;

export interface NewSignInFormProps {
  kind: StaffKind;
  login: 'phone' | 'email';
  /** Sends the create mutation; rejects with the server's error. */
  create: (values: SignInValues) => Promise<StaffPerson | undefined>;
  onCreated: (person: StaffPerson) => void;
  onCancel: () => void;
}

/** A new sign-in for a staff screen: a name, the mobile number or email address they sign in with, a password. */
export function NewSignInForm({ kind, login, create, onCreated, onCancel }: NewSignInFormProps) {
  const { t } = useTranslation();
  const form = useRecordForm(paths);
  const [values, setValues] = useState(emptySignIn);
  const pathOf = (field: SignInField) => (field === 'login' ? login : field);
  const set = (field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(pathOf(field));
  };

  function submit() {
    let created: StaffPerson | undefined;
    void form
      .submit(async () => {
        created = await create(values);
      })
      .then((done) => done && created && onCreated(created));
  }

  return (
    <RecordForm
      form={form}
      title={t(`admin.${kind}.new.title` as const)}
      intro={t(`admin.${kind}.new.intro` as const)}
      submitLabel={t(`admin.${kind}.new.submit` as const)}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SignInFields
        login={login}
        values={values}
        onChange={set}
        errors={{ name: form.error('name'), login: form.error(login), password: form.error('password') }}
        words={{
          name: t(`admin.${kind}.form.name` as const),
          login: t(`admin.${kind}.form.login` as const),
          loginHint: t(`admin.${kind}.form.loginHint` as const),
          password: t(`admin.${kind}.form.password` as const),
        }}
      />
    </RecordForm>
  );
}
