import { useTranslation } from 'react-i18next';
import { TileGrid, TileLink } from '../../../shared/ui/cards';
import { LanguageChoice } from '../../../shared/ui/language-choice';
import { usePageTitle } from '../../../shared/ui/page-header';
import { SectionIcon } from '../components/section-icon';
import { homeSectionIds, sectionTones, type HomeSectionLinks } from '../home-sections';
import { BannerSlot } from './banner-slot';
import './home-page.css';

export function HomePage({ links }: { links: HomeSectionLinks }) {
  const { t } = useTranslation();
  usePageTitle('');
  return (
    <>
      <section className="home-hero">
        <h1 className="home-hero__title">{t('home.hero.title')}</h1>
        <p className="home-hero__text">{t('home.hero.text')}</p>
        <LanguageChoice />
      </section>
      <BannerSlot />
      <h2 className="home-sections-title">{t('home.sectionsTitle')}</h2>
      <TileGrid label={t('home.sectionsTitle')}>
        {homeSectionIds.map((id) => (
          <li key={id}>
            <TileLink
              to={links[id]}
              tone={sectionTones[id]}
              icon={<SectionIcon id={id} size={26} />}
              title={t(`home.sections.${id}.title`)}
              description={t(`home.sections.${id}.description`)}
            />
          </li>
        ))}
      </TileGrid>
    </>
  );
}
