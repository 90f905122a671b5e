import { useTranslation } from 'react-i18next';
import { AuditTrailDocument, type AuditEntity, type AuditTrailQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/format/date';
import { formatRupees } from '../../../shared/format/money';
import { formatPhone } from '../../../shared/format/phone';
import '../../../shared/i18n/admin';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { adminProblem } from './admin-problem';
import { usePagedList } from './use-paged-list';

export type AuditEntryRow = AuditTrailQuery['auditTrail']['nodes'][number];

/** One field's change: its name, and what it was and became (undefined: not in that record). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields an entry changed, in the order the server wrote them; unchanged ones left out. */
export function changesOf(entry: Pick<AuditEntryRow, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({
      field,
      before: entry.before ? before[field] : undefined,
      after: entry.after ? after[field] : undefined,
    }));
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a person reads it; `field` picks words for the few that need them (weekdays). */
function useValueText() {
  const { t, i18n } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('admin.kit.history.empty');
    if (typeof value === 'boolean') {
      const own = `admin.kit.history.values.${field}.${value}`;
      return i18n.exists(own) ? t(own as never) : value ? t('admin.kit.history.yes') : t('admin.kit.history.no');
    }
    if (field === 'closedDays' && Array.isArray(value)) {
      return value.length === 0
        ? t('admin.kit.history.none')
        : value.map((day) => t(`admin.kit.weekdays.${Number(day)}` as never)).join(', ');
    }
    // Money is kept in paise (pricePaise, cashCollectedPaise); people read rupees.
    if (typeof value === 'number' && field.endsWith('Paise')) return formatRupees(value);
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatDateTime(value);
    if (typeof value === 'string' && field === 'phone') return formatPhone(value);
    if (typeof value === 'string') {
      const own = `admin.kit.history.values.${field}.${value}`;
      return i18n.exists(own) ? t(own as never) : value;
    }
    if (Array.isArray(value)) return value.map(String).join(', ');
    return JSON.stringify(value);
  };
}

/** Words for a key when the catalog has them, the key itself otherwise: the server may add new ones. */
function useWordsOr() {
  const { t, i18n } = useTranslation();
  return (key: string, fallback: string) => (i18n.exists(key) ? t(key as never) : fallback);
}

/**
 * A screen's own words for some entries ("Status: Packed → Out for delivery"); null leaves an
 * entry to the field-by-field listing.
 */
export type DescribeAuditEntry = (entry: Pick<AuditEntryRow, 'action' | 'before' | 'after'>) => string[] | null;

/**
 * A screen's own words for its fields: the label of a field (null: the kit's), and a value
 * as a person reads it (null: the kit's way, such as paise as rupees).
 */
export interface AuditFieldWords {
  label: (field: string) => string | null;
  value?: (field: string, value: unknown) => string | null;
}

/** One change by a staff member: what they did, who (and as what), when, and each field before → after. */
export function AuditEntryItem({
  entry,
  describe,
  fieldWords,
}: {
  entry: AuditEntryRow;
  describe?: DescribeAuditEntry;
  fieldWords?: AuditFieldWords;
}) {
  const { t } = useTranslation();
  const words = useWordsOr();
  const kitValueText = useValueText();
  const valueText = (field: string, value: unknown) =>
    (value !== null && value !== undefined && fieldWords?.value?.(field, value)) || kitValueText(field, value);
  const action = words(`admin.kit.history.actions.${entry.action}`, entry.action);
  const lines = describe?.(entry) ?? null;
  const changes = lines ? [] : changesOf(entry);
  return (
    <li className="admin-history__entry" data-testid="audit-entry">
      <p className="admin-history__what">
        <strong className="admin-history__action">{action}</strong>{' '}
        {t('admin.kit.history.by', { name: entry.actorName, role: t(`admin.kit.history.roles.${entry.actorRole}`) })}
      </p>
      <p className="admin-history__when">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {lines?.map((line, index) => (
        <p key={index} className="admin-history__line">
          {line}
        </p>
      ))}
      {changes.length > 0 && (
        <dl className="admin-history__changes">
          {changes.map((change) => (
            <div key={change.field} className="admin-history__change">
              <dt>
                {fieldWords?.label(change.field) ?? words(`admin.kit.history.fields.${change.field}`, change.field)}
              </dt>
              <dd>
                {change.before !== undefined && entry.before ? (
                  <>
                    <del>{valueText(change.field, change.before)}</del>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden"> {t('admin.kit.history.became')} </span>
                    <ins>{valueText(change.field, change.after)}</ins>
                  </>
                ) : (
                  <span>{valueText(change.field, change.after)}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** A record's History: every change staff made to it, newest first, a page at a time. */
export function AuditHistory({
  entityType,
  entityId,
  label,
  describe,
  fieldWords,
}: {
  entityType: AuditEntity;
  entityId: string;
  label: string;
  describe?: DescribeAuditEntry;
  fieldWords?: AuditFieldWords;
}) {
  const { t } = useTranslation();
  const list = usePagedList(AuditTrailDocument, { entityType, entityId }, 'auditTrail');
  let body;
  if (!list.page) {
    if (list.error) {
      const problem = adminProblem(list.error);
      body = (
        <div className="ws-problem" role="alert">
          <p className="admin-history__problem">{problem.message ?? t(problem.key)}</p>
          <button type="button" className="button button--secondary" onClick={list.refetch}>
            {t('admin.kit.retry')}
          </button>
        </div>
      );
    } else {
      body = (
        <div className="ws-status">
          <Spinner />
        </div>
      );
    }
  } else if (list.page.nodes.length === 0) {
    body = <p className="ws-meta">{t('admin.kit.history.noChanges')}</p>;
  } else {
    body = (
      <>
        <ol className="admin-history__list" aria-label={label}>
          {list.page.nodes.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} describe={describe} fieldWords={fieldWords} />
          ))}
        </ol>
        {list.loadMore && <LoadMoreButton loading={list.loadingMore} onClick={list.loadMore} />}
      </>
    );
  }
  return (
    <section className="admin-history" aria-label={label}>
      <h4 className="ws-panel__title">{label}</h4>
      {body}
    </section>
  );
}
