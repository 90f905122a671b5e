import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setLanguage } from '../../../shared/i18n';
import { createFakeApi } from '../../../test-support/fake-api';
import { BusTimetablePage } from './bus-timetable-page';

const api = createFakeApi();

const stops = (times: string[], names: string[]) =>
  names.map((name, i) => ({ __typename: 'BusStop', order: i + 1, name, nameBn: null, arrivesAt: times[i] }));

const timetable = {
  __typename: 'BusTimetable',
  slug: 'ilambazar-to-bolpur',
  direction: 'UP',
  fromPlace: 'Ilambazar',
  toPlace: 'Bolpur',
  returnSlug: 'bolpur-to-ilambazar',
  route: { __typename: 'BusRoute', id: 'r1', name: 'Ilambazar – Bolpur', nameBn: null, via: 'Chouhatta, Supur' },
  trips: [
    {
      __typename: 'BusTrip',
      id: 'trip-1',
      departsAt: '06:30',
      operator: 'Private',
      busName: 'Maa Tara',
      days: [0, 1, 2, 3, 4, 5, 6],
      stops: stops(['06:30', '06:42', '07:10'], ['Ilambazar Bus Stand', 'Chouhatta More', 'Bolpur Bus Stand']),
    },
    {
      __typename: 'BusTrip',
      id: 'trip-2',
      departsAt: '08:15',
      operator: 'SBSTC',
      busName: null,
      days: [1, 2, 3, 4, 5, 6],
      stops: stops(['08:15', '08:27', '08:55'], ['Ilambazar Bus Stand', 'Chouhatta More', 'Bolpur Bus Stand']),
    },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/transport/bus/:direction', element: <BusTimetablePage /> }], {
    initialEntries: [path],
  });
  render(
    <ApolloProvider client={api.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

beforeEach(() => {
  api.reset();
  api.on('BusTimetable', ({ variables }) => ({
    data: { busTimetable: variables.direction === 'ilambazar-to-bolpur' ? timetable : null },
  }));
});

describe('BusTimetablePage', () => {
  it('shows the trips one way, each with its stops and times, and a link to the way back', async () => {
    renderAt('/transport/bus/ilambazar-to-bolpur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilambazar to Bolpur' })).toBeInTheDocument();
    expect(screen.getByText(/2 buses a day/)).toBeInTheDocument();
    const first = screen.getByRole('list', { name: 'Stops of the 06:30 bus' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['06:30Ilambazar Bus Stand', '06:42Chouhatta More', '07:10Bolpur Bus Stand']);
    expect(screen.getByText('Maa Tara · Private')).toBeInTheDocument();
    expect(screen.getByText('Not on Sunday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /The way back: Bolpur to Ilambazar/ })).toHaveAttribute(
      'href',
      '/transport/bus/bolpur-to-ilambazar',
    );
    expect(api.callsOf('BusTimetable')[0].variables).toEqual({ direction: 'ilambazar-to-bolpur' });
  });

  it('reads in Bengali: the places from the catalog, the operator in words, the times in Bengali digits', async () => {
    try {
      await act(() => setLanguage('bn'));
      renderAt('/transport/bus/ilambazar-to-bolpur');
      expect(await screen.findByRole('heading', { level: 1, name: 'ইলামবাজার থেকে বোলপুর' })).toBeInTheDocument();
      expect(screen.getByText('Maa Tara · বেসরকারি')).toBeInTheDocument();
      expect(screen.getByText('এসবিএসটিসি')).toBeInTheDocument();
      const first = screen.getByRole('list', { name: '০৬:৩০-এর বাসের স্টপ' });
      expect(within(first).getAllByRole('listitem')[0].textContent).toBe('০৬:৩০Ilambazar Bus Stand');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says kindly that an unknown direction has no timetable, with a way back to the routes', async () => {
    renderAt('/transport/bus/nowhere-to-anywhere');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(/We have no bus timetable for “nowhere-to-anywhere”/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bus timetable' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'All bus routes' });
    expect(links.every((link) => link.getAttribute('href') === '/transport/bus')).toBe(true);
  });
});
