import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../shared/ui/icons';

/** Long enough that a typed word sends one request on a slow network, not one a letter. */
export const SEARCH_DELAY_MS = 500;

/** What a person can usefully type; the server ignores the rest anyway. */
const MAX_LENGTH = 100;

/**
 * A search field that reports what was typed after a pause, or at once on Enter or the button,
 * so the list follows it without a request per key press.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  /** The search the list shows now, e.g. from the address. */
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value.trim());
  const report = useRef(onSearch);
  report.current = onSearch;

  // The address changed under the box (back button, "show everything"): show what the list shows.
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
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      className="catalog-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon size={20} className="catalog-search__icon" />
      <input
        id={id}
        className="catalog-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_LENGTH}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="catalog-search__submit">
        {t('catalog.search.submit')}
      </button>
    </form>
  );
}
