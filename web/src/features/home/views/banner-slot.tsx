import { useEffect, useState, type ComponentType } from 'react';

const loadBanners = () => import('./home-banners');

/** Runs `start` once the phone has nothing better to do, so the carousel never delays the tiles. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 300);
  return () => clearTimeout(timer);
}

/**
 * Where the banner carousel goes. Its code (with the GraphQL client) arrives after the page is
 * shown; until then this keeps its place, so nothing jumps when it appears. If the code cannot
 * be fetched the page simply goes without it: the tiles below are what matter.
 */
export function BannerSlot() {
  const [Banners, setBanners] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      loadBanners().then(
        (module) => active && setBanners(() => module.HomeBanners),
        () => active && setFailed(true),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  if (failed) return null;
  return Banners ? <Banners /> : <BannerPlaceholder />;
}

export function BannerPlaceholder() {
  return <div className="home-banners-placeholder" aria-hidden="true" />;
}
