import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../../shared/i18n';
import { createFakeApi } from '../../../test-support/fake-api';
import { BannerCarousel } from './home-banners';

const api = createFakeApi();

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
  api.on('HomeBanners', () => ({ data: { homeBanners: [slide] } }));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
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
