import type { ReactNode } from 'react';
import { CheckIcon } from './form-icons';
import './done-panel.css';

/**
 * The head of a confirmation: a tick, what was done, and the code to quote, large enough to read
 * out over the phone. `tone="muted"` for one that no longer stands (a cancelled appointment).
 */
export function DonePanel({
  title,
  codeLabel,
  code,
  hint,
  tone = 'done',
  children,
}: {
  title: string;
  codeLabel: string;
  code: string;
  hint?: string;
  tone?: 'done' | 'muted';
  children?: ReactNode;
}) {
  return (
    <div className={`done-panel done-panel--${tone}`} role="status">
      {tone === 'done' && <CheckIcon size={44} />}
      <p className="done-panel__title">{title}</p>
      <p className="done-panel__code-label">{codeLabel}</p>
      <p className="done-panel__code" data-testid="done-code">
        {code}
      </p>
      {hint && <p className="done-panel__hint">{hint}</p>}
      {children}
    </div>
  );
}
