import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OutboxCountsDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { TileLink } from '../../../shared/ui/cards';
import { ChatIcon } from '../../../shared/ui/icons';
import { adminLinks } from '../paths';

/** The way to the notifications from the admin's home, saying how many failed and how many wait. */
export function NotificationsTile() {
  const { t } = useTranslation();
  const { data, error } = useQuery(OutboxCountsDocument, { fetchPolicy: 'cache-and-network' });
  const counts = data?.outboxCounts;
  let description: string;
  if (counts) {
    description =
      counts.failed + counts.pending === 0
        ? t('admin.notifications.card.allSent')
        : t('admin.notifications.card.counts', counts);
  } else {
    description = error ? t('admin.notifications.card.unknown') : t('admin.notifications.card.checking');
  }
  return (
    <TileLink
      to={adminLinks.notifications}
      icon={<ChatIcon size={26} />}
      title={t('admin.notifications.card.title')}
      description={description}
      tone={counts?.failed ? 'red' : 'green'}
    />
  );
}
