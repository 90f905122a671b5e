import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../../test-support/fake-api';
import { renderScreen } from '../../../../test-support/render-screen';
import { RecordKindPage } from '../record-kind-page';
import { recordKinds } from './index';

const image = (width: number, height: number) => ({
  __typename: 'Image',
  src: '/images/320/g-1.webp',
  srcSet: '/images/160/g-1.webp 160w',
  width,
  height,
});

function picture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'GalleryImage',
    id: 'p-1',
    caption: 'Stalls at the mela',
    captionBn: null,
    image: image(800, 600),
    ...overrides,
  };
}

function album(images: Array<ReturnType<typeof picture>>) {
  return {
    __typename: 'GalleryAlbum',
    id: 'a-1',
    slug: 'kenduli',
    title: 'Kenduli Mela',
    titleBn: null,
    description: null,
    sortOrder: 0,
    images,
  };
}

function serveAlbums(images: () => Array<ReturnType<typeof picture>>) {
  fakeApi.on('AdminGalleryAlbums', () => ({
    data: {
      adminGalleryAlbums: {
        __typename: 'GalleryAlbumConnection',
        nodes: [album(images())],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

const entry = (type: string) => recordKinds.find((kind) => kind.type === type)!;

beforeEach(() => fakeApi.reset());

describe('the gallery’s albums', () => {
  it('lists an album’s pictures with their sizes, saves a caption (a refusal beside its field) and deletes a picture', async () => {
    let images = [picture()];
    serveAlbums(() => images);
    let tries = 0;
    fakeApi.on('UpdateGalleryImage', ({ variables }) => {
      tries += 1;
      if (tries === 1)
        return graphQLError('BAD_USER_INPUT', { field: 'caption' }, 'Keep the caption under 200 characters.');
      images = [picture(variables.input as Record<string, unknown>)];
      return { data: { updateGalleryImage: images[0] } };
    });
    fakeApi.on('DeleteGalleryImage', () => {
      images = [];
      return { data: { deleteGalleryImage: { __typename: 'DeletedRecord', id: 'p-1' } } };
    });
    renderScreen('/admin/gallery', <RecordKindPage entry={entry('gallery')} />, '/admin/gallery');

    const card = await screen.findByRole('article', { name: 'Kenduli Mela' });
    expect(within(card).getByText('/gallery/kenduli')).toBeInTheDocument();
    expect(within(card).getByText('1 picture')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Pictures' }));
    const first = within(card).getByRole('figure', { name: 'Picture 1' });
    expect(within(first).getByText(/800 × 600 px/)).toBeInTheDocument();
    expect(within(first).getByRole('img')).toHaveAttribute('width', '800');

    fireEvent.change(within(first).getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'Stalls and lanterns' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Save caption' }));
    expect(await within(first).findByText('Keep the caption under 200 characters.')).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Save caption' }));
    expect(await screen.findByText('The caption is saved.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateGalleryImage')[1].variables).toEqual({
      id: 'p-1',
      input: { caption: 'Stalls and lanterns', captionBn: null, captionHi: null },
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Delete picture…' }));
    fireEvent.click(
      within(within(card).getByRole('alertdialog', { name: 'Delete picture 1?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('A picture of Kenduli Mela is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('No pictures yet.')).toBeInTheDocument());
    expect(within(card).getByText('0 pictures')).toBeInTheDocument();
  });
});

describe('the pages', () => {
  it('shows each page’s address and offers only the site’s pages to add', async () => {
    fakeApi.on('AdminPages', () => ({
      data: {
        adminPages: {
          __typename: 'PageConnection',
          nodes: [
            {
              __typename: 'Page',
              id: 'pg-1',
              slug: 'about',
              title: 'About Haat',
              titleBn: null,
              body: 'A bazaar for the block.',
              bodyBn: null,
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderScreen('/admin/pages', <RecordKindPage entry={entry('pages')} />, '/admin/pages');
    const card = await screen.findByRole('article', { name: 'About Haat' });
    expect(within(card).getByText('/aboutUs')).toBeInTheDocument();
    expect(within(card).getByText('5 words')).toBeInTheDocument();
    expect(within(card).getByText('Not yet written')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a missing page' }));
    const form = screen.getByRole('form', { name: 'Add a missing page' });
    const options = within(within(form).getByRole('combobox', { name: 'Page' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['About (/aboutUs)', 'Privacy (/privacy)', 'Contact (/contact)']);
  });
});
