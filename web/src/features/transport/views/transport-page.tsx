import { useTranslation } from 'react-i18next';
import { TileGrid, TileLink } from '../../../shared/ui/cards';
import { PageHeader } from '../../../shared/ui/page-header';
import { BusIcon, CarIcon, TotoIcon } from '../components/transport-icons';
import { transportPaths } from '../paths';
import '../../../shared/i18n/sections';

export function TransportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('transport.title')} subtitle={t('transport.intro')} />
      <TileGrid label={t('transport.kindsLabel')} maxColumns={3}>
        <li>
          <TileLink
            to={transportPaths.toto}
            tone="green"
            icon={<TotoIcon size={26} />}
            title={t('transport.toto')}
            description={t('transport.tiles.toto')}
          />
        </li>
        <li>
          <TileLink
            to={transportPaths.car}
            tone="blue"
            icon={<CarIcon size={26} />}
            title={t('transport.car')}
            description={t('transport.tiles.car')}
          />
        </li>
        <li>
          <TileLink
            to={transportPaths.bus}
            tone="earth"
            icon={<BusIcon size={26} />}
            title={t('transport.bus')}
            description={t('transport.tiles.bus')}
          />
        </li>
      </TileGrid>
    </>
  );
}
