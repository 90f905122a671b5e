import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmPanelProps {
  /** The question, saying what will happen: "Close Maa Tara Bhandar? Customers will no longer see it." */
  question: string;
  /** More about it, under the question. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** Red for what takes something away (closing a shop, disabling a sign-in). */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" in place, under what it is about: no pop-up to lose on a small screen. It takes
 * the focus when it opens, on the safe answer; Escape is the safe answer too.
 */
export function ConfirmPanel({
  question,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    cancelRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    // Escape answers "no", as in any dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="admin-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p className="admin-confirm__question" id={`${id}-question`}>
        {question}
      </p>
      {children}
      <div className="ws-actions">
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
        <button type="button" ref={cancelRef} className="button button--quiet" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
