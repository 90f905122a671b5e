import { useApolloClient, useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/admin';
import { useFlash } from '../../../shared/workspace/flash';
import { adminProblem } from '../kit/admin-problem';
import { AuditHistory, type AuditFieldWords } from '../kit/audit-history';
import { ConfirmPanel } from '../kit/confirm-panel';
import { RecordCard, RecordFacts, type RecordPanel } from '../kit/record-card';
import { SelectField } from '../kit/record-form';
import { RecordScreen } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';
import { RecordKindForm } from './record-kind-form';
import type { RecordKindView } from './record-kind';

/** "Delete …?" and its answer; a refusal (orders point to it) is shown here, in the server's words. */
function DeletePanel<N extends { id: string }>({
  kind,
  node,
  onDone,
  onCancel,
}: {
  kind: RecordKindView<N>;
  node: N;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [remove, { loading }] = useMutation(kind.remove);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmPanel
      question={t('admin.records.delete.question', { name: kind.name(node) })}
      confirmLabel={t('admin.records.delete.yes')}
      cancelLabel={t('admin.records.delete.no')}
      busy={loading}
      busyLabel={t('admin.records.delete.busy')}
      onCancel={onCancel}
      onConfirm={() => {
        setProblem(null);
        remove({ variables: { id: node.id } }).then(onDone, (error: unknown) => {
          const p = adminProblem(error);
          setProblem(p.message ?? t(p.key));
        });
      }}
    >
      <p className="ws-meta">{kind.deleteNote ?? t('admin.records.delete.text')}</p>
      {problem && (
        <p className="ws-problem" role="alert">
          {problem}
        </p>
      )}
    </ConfirmPanel>
  );
}

/**
 * The History names a kind's fields as its form does, and shows its money as rupees. A tick is
 * a yes or a no to its own label ("Shown in the finder: No"), not another screen's words for a
 * field of the same name (a shop's "active" reads Open or Closed).
 */
function fieldWordsOf<N extends { id: string }>(kind: RecordKindView<N>, t: TFunction): AuditFieldWords {
  const byName = new Map(kind.fields.map((field) => [field.name, field]));
  return {
    label: (name) => byName.get(name)?.label ?? kind.historyWords?.label(name) ?? null,
    value: (name, value) => {
      const field = byName.get(name);
      if (field?.type === 'money' && typeof value === 'number') return formatRupees(value);
      if (field?.type === 'select' && typeof value === 'string')
        return field.options?.find((o) => o.value === value)?.label ?? null;
      if (field?.type === 'checks' && Array.isArray(value))
        return value.map((v) => field.options?.find((o) => o.value === v)?.label ?? String(v)).join(', ');
      if (field?.type === 'list' && Array.isArray(value)) return value.join(', ');
      // As the form shows them: a tick as Yes or No, days by name, a time without its seconds.
      if (field?.type === 'checkbox' && typeof value === 'boolean')
        return t(value ? 'admin.kit.history.yes' : 'admin.kit.history.no');
      if (field?.type === 'weekdays' && Array.isArray(value))
        return value.map((day) => t(`admin.kit.weekdays.${Number(day)}` as 'admin.kit.weekdays.0')).join(', ');
      if (field?.type === 'time' && typeof value === 'string') return value.slice(0, 5);
      return kind.historyWords?.value?.(name, value) ?? null;
    },
  };
}

function RecordKindCard<N extends { id: string }>({
  kind,
  node,
  onChanged,
}: {
  kind: RecordKindView<N>;
  node: N;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const name = kind.name(node);
  const panels: Array<RecordPanel<string>> = [
    {
      key: 'edit',
      label: t('admin.kit.edit'),
      render: (close) => (
        <RecordKindForm
          kind={kind}
          node={node}
          onCancel={close}
          onSaved={(saved) => (close(), onChanged(t('admin.records.saved', { name: kind.name(saved) })))}
        />
      ),
    },
    ...(kind.panels?.(node, onChanged) ?? []),
    {
      key: 'history',
      label: t('admin.kit.history.button'),
      render: () => (
        <AuditHistory
          entityType={kind.auditType}
          entityId={node.id}
          label={t('admin.kit.history.of', { name })}
          fieldWords={fieldWordsOf(kind, t)}
        />
      ),
    },
    {
      key: 'delete',
      label: t('admin.records.delete.button'),
      danger: true,
      render: (close) => (
        <DeletePanel
          kind={kind}
          node={node}
          onCancel={close}
          onDone={() => (close(), onChanged(t('admin.records.deleted', { name })))}
        />
      ),
    },
  ];
  return (
    <RecordCard
      label={name}
      title={name}
      subtitle={kind.subtitle?.(node)}
      badges={kind.badges?.(node)}
      off={kind.off?.(node)}
      panels={panels}
    >
      {kind.facts && <RecordFacts facts={kind.facts(node)} />}
    </RecordCard>
  );
}

/**
 * /admin/{type} for one kind of record: its list by name with a search (?q=) and the kind's
 * filters in the address, "New …" with the kind's form, and on each card Edit, History and
 * Delete (refused with the reason when orders or others point to the record).
 */
export function RecordKindScreen<N extends { id: string }>({ kind }: { kind: RecordKindView<N> }) {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const search = filters.text('q');
  const [flashText, flash] = useFlash();
  const filterValues = Object.fromEntries(
    (kind.filters ?? []).map((f) => [
      f.name,
      filters.choice(
        f.name,
        f.options.map((o) => o.value),
      ) ?? null,
    ]),
  );
  const list = usePagedList(kind.list.document, { search: search || null, ...filterValues }, kind.list.field);
  const client = useApolloClient();
  const changed = (message: string) => {
    flash(message);
    list.refetch();
    // Customer pages read these records through their own queries: drop those, so they load afresh.
    for (const fieldName of kind.publicFields ?? []) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    if (kind.publicFields?.length) client.cache.gc();
  };

  return (
    <RecordScreen<N>
      title={kind.words.title}
      intro={kind.words.intro}
      search={{
        label: kind.words.searchLabel,
        placeholder: kind.words.searchPlaceholder,
        value: search,
        onSearch: (text) => filters.set('q', text),
      }}
      filters={(kind.filters ?? []).map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          value={filterValues[filter.name] ?? ''}
          onChange={(e) => filters.set(filter.name, e.target.value)}
          options={[{ value: '', label: filter.allLabel }, ...filter.options]}
        />
      ))}
      create={{
        label: kind.words.newLabel,
        render: (close) => (
          <RecordKindForm
            kind={kind}
            onCancel={close}
            onSaved={(saved) => (close(), changed(t('admin.records.created', { name: kind.name(saved) })))}
          />
        ),
      }}
      list={list as never}
      listLabel={kind.words.listLabel}
      emptyText={search || Object.values(filterValues).some(Boolean) ? t('admin.records.noMatch') : kind.words.empty}
      flashText={flashText}
      renderRow={(node) => <RecordKindCard kind={kind} node={node} onChanged={changed} />}
    />
  );
}
