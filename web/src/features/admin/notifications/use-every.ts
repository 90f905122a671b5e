import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while the page is in view (not in a background tab, not with the phone's
 * screen off), and once at once when it comes back into view. Nothing when `ms` is 0.
 */
export function useEvery(ms: number, tick: () => void): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!(ms > 0)) return undefined;
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (visible()) latest.current();
    }, ms);
    const onVisibility = () => {
      if (visible()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
