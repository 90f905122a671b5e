import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';
import './search-box.css';

/** Long enough that a typed word sends one request on a slow network, not one a letter. */
export const SEARCH_DELAY_MS = 500;

/** What a person can usefully type; the server ignores the rest anyway. */
const MAX_LENGTH = 100;

/**
 * A search field that reports what was typed after a pause, or at once on Enter or the button,
 * so a list can follow it without a request per key press.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = SEARCH_DELAY_MS,
}: {
  label: string;
  placeholder: string;
  /** The search the list shows now (the page's state, or the address). */
  value: string;
  onSearch: (text: string) => void;
  delayMs?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value.trim());
  const report = useRef(onSearch);
  report.current = onSearch;

  // The search changed under the box (back button, "show everything"): show what the list shows.
  useEffect(() => {
    if (value.trim() !== reported.current) {
      reported.current = value.trim();
      setText(value);
    }
  }, [value]);

  const send = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === reported.current) return;
    reported.current = trimmed;
    report.current(trimmed);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon size={20} className="search-box__icon" />
      <input
        id={id}
        className="search-box__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_LENGTH}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-box__submit">
        {t('common.search')}
      </button>
    </form>
  );
}
