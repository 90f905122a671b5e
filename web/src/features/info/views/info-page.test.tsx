import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../../shared/i18n';
import { createFakeApi } from '../../../test-support/fake-api';
import { BannerCarousel } from '../../home/views/home-banners';
import { InfoPage } from './info-page';

const api = createFakeApi();

const about = {
  __typename: 'Page',
  id: 'p-about',
  slug: 'about',
  title: 'About Haat',
  titleBn: 'হাট সম্পর্কে',
  titleHi: null,
  body: 'Haat is the village market on your phone.',
  bodyBn: 'হাট হল আপনার ফোনে গ্রামের বাজার।',
  bodyHi: null,
};

const slide = {
  __typename: 'HomeBanner',
  id: 'b-1',
  title: 'Medicines at your door',
  titleBn: 'ওষুধ পৌঁছে যাবে বাড়িতে',
  titleHi: 'दवाइयाँ आपके दरवाज़े तक',
  subtitle: 'Send your list or a photo of the prescription',
  subtitleBn: 'তালিকা বা প্রেসক্রিপশনের ছবি পাঠান',
  subtitleHi: null,
  linkPath: '/medical',
  image: null,
};

function renderAbout() {
  render(
    <ApolloProvider client={api.client}>
      <MemoryRouter>
        <InfoPage slug="about" titleKey="info.aboutUs" />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

function renderSlides() {
  render(
    <ApolloProvider client={api.client}>
      <MemoryRouter>
        <BannerCarousel />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

beforeEach(() => {
  api.reset();
  api.on('InfoPage', () => ({ data: { page: about } }));
  api.on('HomeBanners', () => ({ data: { homeBanners: [slide] } }));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('a page of words in the reader’s language', () => {
  it('is English for an English reader', async () => {
    renderAbout();
    expect(await screen.findByText('Haat is the village market on your phone.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Haat' })).toBeInTheDocument();
    expect(screen.queryByText('হাট হল আপনার ফোনে গ্রামের বাজার।')).not.toBeInTheDocument();
  });

  it('is the Bengali the admin wrote for a Bengali reader, title and body, marked as Bengali', async () => {
    await act(() => setLanguage('bn'));
    renderAbout();
    const body = await screen.findByText('হাট হল আপনার ফোনে গ্রামের বাজার।');
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('heading', { level: 1, name: 'হাট সম্পর্কে' })).toBeInTheDocument();
    expect(screen.queryByText('Haat is the village market on your phone.')).not.toBeInTheDocument();
  });

  it('falls back to the English for a Hindi reader when no Hindi was written', async () => {
    await act(() => setLanguage('hi'));
    renderAbout();
    const body = await screen.findByText('Haat is the village market on your phone.');
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

describe('the home slides in the reader’s language', () => {
  it('show the Bengali title and subtitle to a Bengali reader', async () => {
    await act(() => setLanguage('bn'));
    renderSlides();
    const link = await screen.findByRole('link', { name: /ওষুধ পৌঁছে যাবে বাড়িতে/ });
    expect(within(link).getByText('তালিকা বা প্রেসক্রিপশনের ছবি পাঠান')).toBeInTheDocument();
    expect(screen.queryByText('Send your list or a photo of the prescription')).not.toBeInTheDocument();
  });

  it('show the Hindi title with the English subtitle when only the title has Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderSlides();
    const link = await screen.findByRole('link', { name: /दवाइयाँ आपके दरवाज़े तक/ });
    expect(within(link).getByText('Send your list or a photo of the prescription')).toBeInTheDocument();
  });
});
