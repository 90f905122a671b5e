import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every page starts at its top, and a dialog left open by the page we came from must not keep
 * its grey backdrop (and the scroll lock on body) over the new one.
 */
export function resetAfterNavigation(doc: Document = document, win: Window = window): void {
  win.scrollTo(0, 0);
  doc.querySelectorAll('.modal-backdrop').forEach((backdrop) => backdrop.remove());
  doc.body.classList.remove('modal-open');
}

export function useNavigationReset(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    resetAfterNavigation();
  }, [key]);
}
