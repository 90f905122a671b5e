import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { RecordForm, useRecordForm } from '../kit/record-form';
import { initialValues, inputOf, valuesOf } from './form-values';
import { RecordField } from './record-fields';
import type { FieldValue, FormValues, RecordKindView } from './record-kind';

/**
 * A kind's form, new or for a stored record: every field of the kind, each API error beside its
 * field, and the one mutation (create, or update with the record's id) that sends them all.
 */
export function RecordKindForm<N extends { id: string }>({
  kind,
  node,
  onSaved,
  onCancel,
}: {
  kind: RecordKindView<N>;
  node?: N;
  onSaved: (saved: N) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const names = kind.fields.map((field) => field.name);
  const form = useRecordForm(names);
  const [values, setValues] = useState<FormValues>(() =>
    node ? valuesOf(kind.fields, node) : initialValues(kind.fields),
  );
  const [create] = useMutation<Record<string, N>>(kind.create);
  const [update] = useMutation<Record<string, N>>(kind.update);
  const set = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };

  function submit() {
    const { input, problems } = inputOf(kind.fields, values);
    const local = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, t(`admin.records.problems.${problem}`)]),
    );
    let saved: N | undefined;
    void form
      .submit(async () => {
        const { data } = node
          ? await update({ variables: { id: node.id, input } })
          : await create({ variables: { input } });
        saved = data ? Object.values(data)[0] : undefined;
      }, local)
      .then((done) => done && saved && onSaved(saved));
  }

  return (
    <RecordForm
      form={form}
      title={node ? t('admin.records.editTitle', { name: kind.name(node) }) : kind.words.newLabel}
      submitLabel={node ? t('admin.records.save') : t('admin.records.create')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {kind.fields.map((field) => (
        <RecordField
          key={field.name}
          field={field}
          value={values[field.name]}
          error={form.error(field.name)}
          onChange={(value) => set(field.name, value)}
        />
      ))}
    </RecordForm>
  );
}
