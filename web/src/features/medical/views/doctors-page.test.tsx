import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../test-support/fake-api';
import { SEARCH_DELAY_MS } from '../../../shared/ui/search-box';
import { ananya, connection, general, paediatrics, renderRoute, sudipta } from '../test-support/medical-fixtures';
import { DoctorsPage } from './doctors-page';

const specialties = {
  specialties: [
    { ...general, doctorCount: 0 },
    { ...paediatrics, doctorCount: 2 },
  ],
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('Specialists', () => ({ data: specialties }));
  fakeApi.on('Doctors', ({ variables }) => {
    if (variables.search === 'nobody') return { data: { doctors: connection('Doctor', []) } };
    return { data: { doctors: connection('Doctor', variables.kind === 'GENERAL' ? [sudipta] : [ananya]) } };
  });
});

const renderPage = () => renderRoute('/medical/doctor', '/medical/doctor', <DoctorsPage />);

describe('DoctorsPage', () => {
  it('opens on specialists, as the seed does, with their specialties as links', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Specialist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    expect(fakeApi.callsOf('Doctors')[0].variables).toMatchObject({ kind: 'SPECIALIST', first: 10 });

    const chips = await screen.findByRole('navigation', { name: 'Specialties' });
    const links = within(chips).getAllByRole('link');
    // A specialty with no specialist (general physicians) is not offered.
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/medical/doctor/doctorDetails/paediatrics');
  });

  it('switches to general physicians, hides the specialties, and remembers the choice', async () => {
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' });
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Sudipta Mukherjee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: 'Specialties' })).not.toBeInTheDocument();
    expect(fakeApi.callsOf('Doctors').at(-1)!.variables).toMatchObject({ kind: 'GENERAL' });
    expect(window.localStorage.getItem('haat.doctor-kind')).toBe('general');

    unmount();
    renderPage();
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Dr. Sudipta Mukherjee' })).toBeInTheDocument();
  });

  it('falls back to specialists when the stored choice is not one it knows', async () => {
    window.localStorage.setItem('haat.doctor-kind', '<script>');
    renderPage();
    expect(screen.getByRole('button', { name: 'Specialist' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Specialties' });
  });

  it('searches after a pause in typing, once, and says when nothing matches', async () => {
    jest.useFakeTimers();
    try {
      renderPage();
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      const box = screen.getByRole('searchbox', { name: 'Search doctors' });
      fireEvent.change(box, { target: { value: 'nob' } });
      fireEvent.change(box, { target: { value: 'nobody' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS + 10);
      });
      expect(await screen.findByText('No doctor matches “nobody”.')).toBeInTheDocument();
      const searches = fakeApi.callsOf('Doctors').map((call) => call.variables.search);
      expect(searches).toEqual([null, 'nobody']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to try again when the list cannot be fetched', async () => {
    fakeApi.on('Doctors', () => ({ networkError: new TypeError('Failed to fetch') }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    fakeApi.on('Doctors', () => ({ data: { doctors: connection('Doctor', [ananya]) } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument());
  });

  it('shows more doctors after the last one, without losing those shown', async () => {
    fakeApi.on('Doctors', ({ variables }) =>
      variables.after === 'c1'
        ? { data: { doctors: connection('Doctor', [sudipta]) } }
        : { data: { doctors: connection('Doctor', [ananya], 'c1', true) } },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Sudipta Mukherjee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fakeApi.callsOf('Doctors').at(-1)!.variables).toMatchObject({ kind: 'SPECIALIST', after: 'c1', first: 10 });
  });
});
