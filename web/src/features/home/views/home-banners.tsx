import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeBannersDocument } from '../../../generated/graphql';
import { getApolloClient } from '../../../shared/apollo/client';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { Carousel } from '../../../shared/ui/carousel';
import { Picture } from '../../../shared/ui/picture';
import { BannerPlaceholder } from './banner-slot';
import './home-banners.css';
import '../../../shared/i18n/sections';

/** The home page is outside the app's Apollo provider (it loads first, alone), so this brings its own. */
export function HomeBanners() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <BannerCarousel />
    </ApolloProvider>
  );
}

export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(HomeBannersDocument);
  const { pick, optional } = useInLanguage();
  if (loading && !data) return <BannerPlaceholder />;
  const banners = data?.homeBanners ?? [];
  // The banners are a welcome, not the point: without them the page goes straight to its tiles.
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('home.bannersLabel')}
      slides={banners.map((banner, index) => {
        const title = pick({ en: banner.title, bn: banner.titleBn, hi: banner.titleHi });
        const subtitle = optional({ en: banner.subtitle, bn: banner.subtitleBn, hi: banner.subtitleHi });
        return {
          id: banner.id,
          label: title,
          content: (
            <Link className="home-banner" to={banner.linkPath}>
              {banner.image && (
                <Picture
                  image={banner.image}
                  alt=""
                  sizes="(min-width: 1120px) 1120px, 100vw"
                  className="home-banner__image"
                  priority={index === 0}
                />
              )}
              <span className="home-banner__text">
                <span className="home-banner__title">{title}</span>
                {subtitle && <span className="home-banner__subtitle">{subtitle}</span>}
              </span>
            </Link>
          ),
        };
      })}
    />
  );
}
