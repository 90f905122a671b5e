import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../shared/ui/icons';
import { MAX_LIST_LINES, pasteIntoLines } from '../list-lines';

export interface ListLinesHandle {
  focusLine(index: number): void;
}

export interface ListLinesProps {
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  /** Problems by the line's place. */
  errors: Record<number, string>;
  /** A problem with the list as a whole (nothing written, too many lines). */
  listError?: string;
  placeholder: string;
  disabled?: boolean;
  ref?: Ref<ListLinesHandle>;
}

/**
 * The list, one item a box: on a phone's keyboard Enter moves to the next box (a new one at the
 * end), a list pasted from a chat fills as many boxes as it has lines, and each box has its own
 * Remove. Always at least one box.
 */
export function ListLines({ lines, onChange, errors, listError, placeholder, disabled, ref }: ListLinesProps) {
  const { t } = useTranslation();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [focusNext, setFocusNext] = useState<number | null>(null);
  const [dropped, setDropped] = useState(0);

  useImperativeHandle(ref, () => ({ focusLine: (index) => inputs.current[index]?.focus() }), []);

  useEffect(() => {
    if (focusNext === null) return;
    inputs.current[focusNext]?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const full = lines.length >= MAX_LIST_LINES;

  function change(index: number, value: string) {
    onChange(lines.map((line, i) => (i === index ? value : line)));
  }

  function add() {
    if (full) return;
    onChange([...lines, '']);
    setFocusNext(lines.length);
  }

  function remove(index: number) {
    const next = lines.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
    setDropped(0);
    setFocusNext(Math.min(index, Math.max(next.length - 1, 0)));
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter in a box never sends the form half-written: it moves on down the list.
    event.preventDefault();
    if (index < lines.length - 1) setFocusNext(index + 1);
    else if (lines[index].trim()) add();
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text.trim())) return;
    event.preventDefault();
    const input = event.currentTarget;
    const at = { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
    const result = pasteIntoLines(lines, index, text, at);
    onChange(result.lines);
    setDropped(result.dropped);
    setFocusNext(result.last);
  }

  return (
    <div className={listError ? 'list-lines list-lines--invalid' : 'list-lines'}>
      <ol className="list-lines__items">
        {lines.map((line, index) => {
          const number = index + 1;
          const error = errors[index];
          const errorId = `list-line-${number}-error`;
          return (
            <li key={index} className={error ? 'list-lines__item list-lines__item--invalid' : 'list-lines__item'}>
              <div className="list-lines__row">
                <span className="list-lines__number" aria-hidden="true">
                  {number}.
                </span>
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  className="field__input list-lines__input"
                  type="text"
                  name={`line-${number}`}
                  aria-label={t('listOrder.lines.item', { number })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  enterKeyHint="next"
                  autoComplete="off"
                  placeholder={index === 0 ? placeholder : undefined}
                  value={line}
                  disabled={disabled}
                  onChange={(event) => change(index, event.target.value)}
                  onKeyDown={(event) => keyDown(index, event)}
                  onPaste={(event) => paste(index, event)}
                />
                <button
                  type="button"
                  className="list-lines__remove"
                  aria-label={t('listOrder.lines.removeLabel', { number })}
                  disabled={disabled || (lines.length === 1 && !line)}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {error && (
                <p className="field__error" id={errorId}>
                  <AlertIcon size={16} />
                  <span>{error}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="field__error" role="alert">
          <AlertIcon size={16} />
          <span>{listError}</span>
        </p>
      )}
      {dropped > 0 && (
        <p className="field__error" role="status">
          <AlertIcon size={16} />
          <span>{t('listOrder.lines.dropped', { count: dropped, max: MAX_LIST_LINES })}</span>
        </p>
      )}
      <div className="list-lines__foot">
        <button
          type="button"
          className="button button--secondary list-lines__add"
          disabled={disabled || full}
          onClick={add}
        >
          <span aria-hidden="true">+</span> {t('listOrder.lines.add')}
        </button>
        <span className="list-lines__count">
          {t('listOrder.lines.count', { count: lines.length, max: MAX_LIST_LINES })}
        </span>
      </div>
    </div>
  );
}
