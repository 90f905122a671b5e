import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setLanguage } from '../../../shared/i18n';
import { createFakeApi, networkFailure, type FakeCall } from '../../../test-support/fake-api';
import { TeacherFinderPage } from './teacher-finder-page';

const api = createFakeApi();

const rina = {
  __typename: 'Teacher',
  id: 't-rina',
  name: 'Rina Das',
  nameBn: 'রীনা দাস',
  nameHi: null,
  subjects: ['Bengali', 'History'],
  subjectsBn: ['বাংলা', 'ইতিহাস'],
  subjectsHi: ['बांग्ला', 'इतिहास'],
  classFrom: 5,
  classTo: 10,
  village: 'Ilambazar',
  feePaise: 40000,
  modes: ['HOME', 'COACHING'],
  phone: '+919735126480',
  qualifications: 'MA (Bengali), B.Ed',
  qualificationsBn: 'এম.এ (বাংলা), বি.এড',
  qualificationsHi: null,
};
const sanjoy = {
  ...rina,
  id: 't-sanjoy',
  name: 'Sanjoy Hazra',
  nameBn: 'সঞ্জয় হাজরা',
  subjects: ['Mathematics'],
  subjectsBn: null,
  subjectsHi: null,
  classFrom: 9,
  classTo: 12,
  village: 'Bolpur',
  feePaise: 80000,
  modes: ['COACHING'],
  phone: '+919832047715',
};

function page(nodes: unknown[], hasNextPage = false, endCursor: string | null = nodes.length ? 'cursor-1' : null) {
  return {
    data: {
      teachers: {
        __typename: 'TeacherConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
      },
    },
  };
}

/** Answers like the API: Sanskrit teachers in Bolpur, or a search for "nobody", find no one. */
function teachersFor(call: FakeCall) {
  const { subject, village, search, after } = call.variables as Record<string, string | undefined>;
  if (search === 'nobody' || (subject === 'Sanskrit' && village === 'Bolpur')) return page([]);
  if (after === 'cursor-1') return page([sanjoy]);
  if (subject === 'Mathematics') return page([sanjoy]);
  return page([rina], true);
}

function renderFinder(path = '/education/teacher') {
  const router = createMemoryRouter([{ path: '/education/teacher', element: <TeacherFinderPage /> }], {
    initialEntries: [path],
  });
  render(
    <ApolloProvider client={api.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}

beforeEach(() => {
  api.reset();
  api.on('TeacherFilters', () => ({
    data: {
      teacherFilters: {
        __typename: 'TeacherFilters',
        subjects: ['Bengali', 'Mathematics', 'Sanskrit'],
        subjectNames: [
          { __typename: 'TeacherSubject', name: 'Bengali', nameBn: 'বাংলা', nameHi: 'बांग्ला' },
          { __typename: 'TeacherSubject', name: 'Mathematics', nameBn: 'গণিত', nameHi: 'गणित' },
          { __typename: 'TeacherSubject', name: 'Sanskrit', nameBn: null, nameHi: null },
        ],
        villages: ['Bolpur', 'Ilambazar'],
      },
    },
  }));
  api.on('Teachers', teachersFor);
});

describe('TeacherFinderPage', () => {
  it('lists teachers as cards: subjects, classes, fee a month, how they teach, and a number to tap', async () => {
    renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a teacher' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Rina Das' })).closest('article')!;
    expect(within(card).getByText('রীনা দাস')).toBeInTheDocument();
    expect(within(card).getByText('Bengali')).toBeInTheDocument();
    expect(within(card).getByText('Classes 5–10')).toBeInTheDocument();
    expect(within(card).getByText('₹400 a month')).toBeInTheDocument();
    expect(within(card).getByText(/At your home, At coaching centre/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call +91 97351 26480: Rina Das' })).toHaveAttribute(
      'href',
      'tel:+919735126480',
    );
  });

  it('searches with the subject, class and village chosen, and keeps them in the address', async () => {
    const router = renderFinder();
    await screen.findByRole('heading', { name: 'Rina Das' });
    await screen.findByRole('option', { name: 'Mathematics' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Mathematics' } });
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '11' } });
    expect(await screen.findByRole('heading', { name: 'Sanjoy Hazra' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?subject=Mathematics&class=11'));
    expect(api.callsOf('Teachers').at(-1)!.variables).toMatchObject({
      subject: 'Mathematics',
      classLevel: 11,
      first: 20,
    });
  });

  it('says “No Data Found” when nobody matches', async () => {
    renderFinder('/education/teacher?subject=Sanskrit&village=Bolpur');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(api.callsOf('Teachers')[0].variables).toMatchObject({ subject: 'Sanskrit', village: 'Bolpur' });
  });

  it('says “No Data Found” for words that match nobody, sent on Search', async () => {
    renderFinder();
    await screen.findByRole('heading', { name: 'Rina Das' });
    fireEvent.change(screen.getByLabelText('Name or words'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('heading', { name: 'Rina Das' })).toBeInTheDocument();
  });

  it('fetches the next page on Show more, after the cursor', async () => {
    renderFinder();
    await screen.findByRole('heading', { name: 'Rina Das' });
    expect(screen.getByText('1+ teachers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Sanjoy Hazra' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rina Das' })).toBeInTheDocument();
    expect(api.callsOf('Teachers').at(-1)!.variables).toMatchObject({ after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('ignores a class outside 1–12 in the address', async () => {
    renderFinder('/education/teacher?class=99');
    await screen.findByRole('heading', { name: 'Rina Das' });
    expect(api.callsOf('Teachers')[0].variables.classLevel).toBeUndefined();
  });

  it('offers to try again when the network fails', async () => {
    let fail = true;
    api.on('Teachers', (call) => (fail ? ((fail = false), networkFailure()) : teachersFor(call)));
    renderFinder();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rina Das' })).toBeInTheDocument();
  });

  it('shows a Bengali reader the subjects and qualifications in Bengali, and the subject choices too, searching by the English', async () => {
    try {
      await act(() => setLanguage('bn'));
      renderFinder();
      const card = (await screen.findByRole('heading', { name: 'রীনা দাস' })).closest('article')!;
      // One name, in Bengali: no English line under it.
      expect(within(card).queryByText('Rina Das')).toBeNull();
      expect(within(card).getByText('ইতিহাস')).toBeInTheDocument();
      expect(within(card).queryByText('History')).toBeNull();
      expect(within(card).getByText('এম.এ (বাংলা), বি.এড')).toBeInTheDocument();
      expect(within(card).getByText('ইলামবাজার')).toBeInTheDocument();
      expect(await screen.findByRole('option', { name: 'গণিত' })).toHaveValue('Mathematics');
      expect(screen.getByRole('option', { name: 'Sanskrit' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'বোলপুর' })).toHaveValue('Bolpur');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows a Hindi reader the subjects in Hindi where written, the English where not, and the villages from the catalog', async () => {
    try {
      await act(() => setLanguage('hi'));
      renderFinder();
      // No Hindi name written: the Bengali one in Devanagari letters, and nothing under it.
      const card = (await screen.findByRole('heading', { name: 'रीना दास' })).closest('article')!;
      expect(within(card).queryByText('রীনা দাস')).toBeNull();
      expect(within(card).queryByText('Rina Das')).toBeNull();
      expect(within(card).getByText('इतिहास')).toBeInTheDocument();
      expect(within(card).getByText('MA (Bengali), B.Ed')).toBeInTheDocument();
      expect(within(card).getByText('इलामबाज़ार')).toBeInTheDocument();
      expect(await screen.findByRole('option', { name: 'गणित' })).toHaveValue('Mathematics');
      expect(screen.getByRole('option', { name: 'बोलपुर' })).toHaveValue('Bolpur');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
