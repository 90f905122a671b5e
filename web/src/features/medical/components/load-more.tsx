import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageInfoLike {
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * "Show more" under a list: fetches the page after `endCursor`, says so while it comes, and
 * offers the same button again if a patchy connection drops it.
 */
export function LoadMore({
  pageInfo,
  onLoad,
}: {
  pageInfo: PageInfoLike;
  onLoad: (after: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { endCursor, hasNextPage } = pageInfo;
  if (!hasNextPage || !endCursor) return null;

  const load = async () => {
    setState('busy');
    try {
      await onLoad(endCursor);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="medical-more">
      {state === 'failed' && (
        <p className="medical-more__error" role="alert">
          {t('medical.list.moreFailed')}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary medical-more__button"
        disabled={state === 'busy'}
        onClick={() => void load()}
      >
        {state === 'busy' ? t('medical.list.loadingMore') : t('medical.list.showMore')}
      </button>
    </div>
  );
}

/** Joins a fetched page onto the list already shown, for Apollo's fetchMore. */
export function appendNodes<C extends { nodes: readonly unknown[]; pageInfo: PageInfoLike }>(shown: C, next: C): C {
  return { ...next, nodes: [...shown.nodes, ...next.nodes] };
}
