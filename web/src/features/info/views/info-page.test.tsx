import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../../shared/i18n';
import { createFakeApi } from '../../../test-support/fake-api';
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

function renderAbout() {
  render(
    <ApolloProvider client={api.client}>
      <MemoryRouter>
        <InfoPage slug="about" titleKey="info.aboutUs" />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

beforeEach(() => {
  api.reset();
  api.on('InfoPage', () => ({ data: { page: about } }));
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
