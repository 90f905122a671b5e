import { useId, useState, type ReactNode } from 'react';

export interface RecordPanel<P extends string> {
  key: P;
  /** The button that opens it: "Edit", "History", "Disable…". */
  label: string;
  /** What opens under the card; `close` folds it away again. */
  render: (close: () => void) => ReactNode;
  /** A button that takes something away (disable) looks it. */
  danger?: boolean;
}

export interface RecordCardProps<P extends string> {
  /** The card's name for screen readers and tests: usually the record's name. */
  label: string;
  title: ReactNode;
  /** A second line under the title (the Bengali name). */
  subtitle?: ReactNode;
  /** Pills beside the title: open/closed, disabled. */
  badges?: ReactNode;
  /** A card of a record that is switched off is drawn quieter. */
  off?: boolean;
  /** The facts: a <dl> of the kit's RecordFacts, a call button. */
  children?: ReactNode;
  panels: ReadonlyArray<RecordPanel<P>>;
}

/**
 * One row of an admin list: the record's name, badges and facts, and buttons that open one panel
 * at a time under it (its edit form, its history, a confirmation).
 */
export function RecordCard<P extends string>({
  label,
  title,
  subtitle,
  badges,
  off = false,
  children,
  panels,
}: RecordCardProps<P>) {
  const [open, setOpen] = useState<P | null>(null);
  const id = useId();
  const panel = panels.find((p) => p.key === open);
  return (
    <article className={off ? 'ws-order admin-record admin-record--off' : 'ws-order admin-record'} aria-label={label}>
      <div className="ws-order__head">
        <h3 className="admin-record__title">{title}</h3>
        {badges}
      </div>
      {subtitle && <p className="admin-record__subtitle">{subtitle}</p>}
      {children}
      <div className="admin-record__buttons">
        {panels.map((p) => (
          <button
            key={p.key}
            type="button"
            className={p.danger ? 'button button--quiet admin-record__danger' : 'button button--secondary'}
            aria-expanded={open === p.key}
            aria-controls={open === p.key ? `${id}-panel` : undefined}
            onClick={() => setOpen((current) => (current === p.key ? null : p.key))}
          >
            {p.label}
          </button>
        ))}
      </div>
      {panel && (
        <div id={`${id}-panel`} className="admin-record__panel">
          {panel.render(() => setOpen(null))}
        </div>
      )}
    </article>
  );
}

/** The facts of a record as label: value lines. */
export function RecordFacts({
  facts,
}: {
  facts: ReadonlyArray<{ label: string; value: ReactNode; testId?: string } | false | null | undefined>;
}) {
  return (
    <dl className="admin-record__facts">
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label} className="admin-record__fact">
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** A small coloured word beside a record's name: good (open), bad (closed, disabled), warn. */
export function Badge({
  tone,
  children,
  testId,
}: {
  tone: 'good' | 'bad' | 'warn';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`ws-pill admin-badge admin-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
