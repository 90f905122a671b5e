import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/admin';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { FlashLine } from '../../../shared/workspace/flash';
import '../../../shared/workspace/workspace.css';
import { adminPaths } from '../paths';
import { adminProblem } from './admin-problem';
import type { PagedList } from './use-paged-list';
import './kit.css';

export interface RecordScreenProps<N extends { id: string }> {
  title: string;
  intro: string;
  /** The search box's label and example; its text is the list's `search`. None for a list found by filters only. */
  search?: { label: string; placeholder: string; value: string; onSearch: (text: string) => void };
  /** More filters under the search: the kit's ToggleFilter, SelectField. */
  filters?: ReactNode;
  /** The button that opens the form for a new record, and the form; `close` folds it away. None for records others make (appointments, requests). */
  create?: { label: string; render: (close: () => void) => ReactNode };
  list: PagedList<N>;
  listLabel: string;
  /** What an empty list says (another for a search that found nothing). */
  emptyText: string;
  renderRow: (node: N) => ReactNode;
  /** The line saying what was just done; gone after 5 s (useFlash). */
  flashText: string | null;
}

/**
 * An admin screen for one kind of record: its title, "New …" with its form (when admins make
 * them), the search (when there is one) and filters, a line saying what was just done, and the list with "Show more".
 */
export function RecordScreen<N extends { id: string }>({
  title,
  intro,
  search,
  filters,
  create,
  list,
  listLabel,
  emptyText,
  renderRow,
  flashText,
}: RecordScreenProps<N>) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);

  let body;
  if (!list.page) {
    if (list.error) {
      const problem = adminProblem(list.error);
      body = <RetryPanel message={problem.message ?? t(problem.key)} onRetry={list.refetch} />;
    } else {
      body = (
        <div className="ws-status">
          <Spinner />
        </div>
      );
    }
  } else if (list.page.nodes.length === 0) {
    body = <EmptyPanel>{emptyText}</EmptyPanel>;
  } else {
    body = (
      <>
        <ul className="ws-list admin-records" aria-label={listLabel}>
          {list.page.nodes.map((node) => (
            <li key={node.id}>{renderRow(node)}</li>
          ))}
        </ul>
        {list.loadMore && <LoadMoreButton loading={list.loadingMore} onClick={list.loadMore} />}
      </>
    );
  }

  return (
    <div className="admin-screen">
      <PageHeader title={title} back={{ to: adminPaths.admin, label: t('admin.title') }} subtitle={intro} />
      <FlashLine text={flashText} />
      {create &&
        (creating ? (
          <div className="admin-screen__new">{create.render(() => setCreating(false))}</div>
        ) : (
          <div className="admin-screen__new">
            <button type="button" className="button button--primary button--block" onClick={() => setCreating(true)}>
              {create.label}
            </button>
          </div>
        ))}
      <div className="admin-screen__filters">
        {search && (
          <SearchBox
            label={search.label}
            placeholder={search.placeholder}
            value={search.value}
            onSearch={search.onSearch}
          />
        )}
        {filters}
      </div>
      {body}
    </div>
  );
}

/** A yes/no filter of a list, as a big checkbox. */
export function ToggleFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="ws-check admin-screen__toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
