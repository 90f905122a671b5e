import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../shared/ui/icons';

/** Long enough that typing a word sends one request on a slow network, not one per letter. */
export const SEARCH_DELAY_MS = 400;

/**
 * A search field that reports what was typed after a pause (or at once on Enter), so a list can
 * follow it without a request per key press.
 */
export function SearchBox({
  label,
  placeholder,
  initial = '',
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial?: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const reported = useRef(initial.trim());
  const report = useRef(onSearch);
  report.current = onSearch;

  const send = (value: string) => {
    const trimmed = value.trim();
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
      className="medical-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon size={20} className="medical-search__icon" />
      <input
        id={id}
        className="medical-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="medical-search__submit">
        {t('medical.search.submit')}
      </button>
    </form>
  );
}
