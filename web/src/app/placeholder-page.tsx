import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../shared/ui/status-panels';

/** A route whose page is not built yet: its title, translated, over the coming-soon panel. */
export function PlaceholderPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(titleKey)} />;
}
