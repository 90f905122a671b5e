import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NewHelpRequestsDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { TileLink } from '../../../shared/ui/cards';
import { PersonIcon } from '../../../shared/ui/icons';
import { adminLinks } from '../paths';

/** The way to the requests from the admin's home, saying how many are new (up to the 100 it asks for). */
export function RequestsTile() {
  const { t } = useTranslation();
  const { data } = useQuery(NewHelpRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.helpRequests.nodes.length;
  let description = t('admin.requests.card.text');
  if (count === 0) description = t('admin.requests.card.noneNew');
  else if (count !== undefined) description = count >= 100 ? t('admin.requests.card.newMany') : t('admin.requests.card.new', { count });
  return <TileLink to={adminLinks.requests} icon={<PersonIcon size={26} />} title={t('admin.requests.card.title')} description={description} tone={count ? 'red' : 'purple'} />;
}
