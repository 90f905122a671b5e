import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSection } from '../../../generated/graphql';
import '../../../shared/i18n/orders';
import { Icon, type IconProps } from '../../../shared/ui/icons';
import { listPaths, takesLists } from '../paths';

const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6h11M9 12h11M9 18h7" />
    <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth={3} />
  </Icon>
);

/** Over a catalog that takes written lists: write your own list instead, and a shop prices it. */
export function ListLink({ section }: { section: ProductSection }) {
  const { t } = useTranslation();
  if (!takesLists(section)) return null;
  return (
    <Link className="list-link" to={listPaths[section]}>
      <span className="list-link__icon" aria-hidden="true">
        <ListIcon size={22} />
      </span>
      <span className="list-link__text">
        <span className="list-link__title">{t(`listOrder.catalogLink.${section}.title`)}</span>
        <span className="list-link__about">{t(`listOrder.catalogLink.${section}.text`)}</span>
      </span>
      <span className="list-link__go" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
