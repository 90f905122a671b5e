import { useTranslation } from 'react-i18next';
import '../i18n/sections';
import './load-more.css';

/** The next page of a list, fetched only when asked for: on 2G, every byte is a choice. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button--secondary"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t('common.loading') : t('listing.showMore')}
      </button>
    </div>
  );
}
