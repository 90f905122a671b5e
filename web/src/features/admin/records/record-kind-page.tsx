import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { Spinner } from '../../../shared/ui/spinner';
import { adminProblem } from '../kit/admin-problem';
import type { FieldOption, RecordKindEntry, RecordKindView } from './record-kind';
import { RecordKindScreen } from './record-kind-screen';

/** The kind with the options its `choices` query gave put into the fields and filters of those names. */
function withChoices<N extends { id: string }>(
  kind: RecordKindView<N>,
  options: Record<string, readonly FieldOption[]>,
): RecordKindView<N> {
  return {
    ...kind,
    fields: kind.fields.map((field) => (options[field.name] ? { ...field, options: options[field.name] } : field)),
    filters: kind.filters?.map((filter) =>
      options[filter.name] ? { ...filter, options: options[filter.name] } : filter,
    ),
  };
}

/**
 * The page of one kind: its view made in the reader's language, its choices loaded (a doctor's
 * specialties), shown by the generic screen.
 */
export function RecordKindPage({ entry }: { entry: RecordKindEntry }) {
  const { t } = useTranslation();
  const view = useMemo(() => entry.view(t), [entry, t]);
  // A kind without choices skips the query; the list document only stands in for the hook's argument.
  const choices = useQuery(view.choices?.document ?? view.list.document, {
    skip: !view.choices,
    fetchPolicy: 'cache-and-network',
  });
  const kind = useMemo(
    () => (view.choices && choices.data ? withChoices(view, view.choices.options(choices.data as never)) : view),
    [view, choices.data],
  );
  if (view.choices && !choices.data) {
    if (choices.error) {
      const problem = adminProblem(choices.error);
      return (
        <div className="ws-problem" role="alert">
          <p>{problem.message ?? t(problem.key)}</p>
          <button type="button" className="button button--secondary" onClick={() => void choices.refetch()}>
            {t('admin.kit.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  }
  return <RecordKindScreen kind={kind} />;
}
