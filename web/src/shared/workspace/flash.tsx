import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a "done" line stays: the house's toast time. */
export const FLASH_MS = 5_000;

/** A line saying what just happened ("Order K7M2QX-1 is now under Confirmed"), gone after a while. */
export function useFlash(): [string | null, (text: string) => void] {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback((next: string) => {
    clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => setText(null), FLASH_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [text, flash];
}

/** Where the flash shows; screen readers hear it as it changes. */
export function FlashLine({ text }: { text: string | null }) {
  return (
    <p className="ws-flash" role="status" aria-live="polite">
      {text ?? ''}
    </p>
  );
}
