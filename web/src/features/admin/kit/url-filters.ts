import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (?q=, ?category=, ?closed=1 …), so the back button, a
 * reload and a shared link show the same list. Setting one replaces the entry: filters are not
 * pages to go back through. An empty value or false removes the parameter.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | boolean | null) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (value === null || value === false || value === '') copy.delete(name);
          else copy.set(name, value === true ? '1' : value);
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return {
    /** The text of a filter, '' when absent. */
    text: (name: string) => params.get(name) ?? '',
    /** A yes/no filter: present means yes. */
    flag: (name: string) => params.has(name),
    /** One of `options`, or null when absent or not one of them. */
    choice: <T extends string>(name: string, options: readonly T[]): T | null => {
      const value = params.get(name);
      return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
    },
    set,
  };
}
