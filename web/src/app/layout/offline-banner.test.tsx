import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../shared/i18n';
import { createOutbox } from '../../shared/offline/outbox';
import { OfflineBanner } from './offline-banner';

const entry = (key: string) => ({ key, kind: 'checkout', variables: {}, queuedAt: '2026-11-26T10:00:00.000Z' });

describe('the offline banner', () => {
  it('says nothing online with nothing waiting, and says so when the network goes', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      render(
        <MemoryRouter>
          <OfflineBanner outbox={createOutbox({ storage: null })} />
        </MemoryRouter>,
      );
      expect(screen.queryByRole('status')).toBeNull();
      online.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('status')).toHaveTextContent('You are offline. Pages you have opened before still work.');
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      online.mockRestore();
    }
  });

  it('counts what waits, then gives the code of what was sent until it is closed', () => {
    const outbox = createOutbox({ storage: null });
    render(
      <MemoryRouter>
        <OfflineBanner outbox={outbox} />
      </MemoryRouter>,
    );
    act(() => outbox.add(entry('key-aaaaaaaaaaaaaaaa')));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 order, booking or request is saved on this phone. It will be sent when you are online.',
    );
    act(() => outbox.finish('key-aaaaaaaaaaaaaaaa', { code: 'K7M2QX' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent. Your code is K7M2QX.');
    expect(screen.getByRole('link', { name: 'See it' })).toHaveAttribute('href', '/thankYou');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives a sent help request its code, with no page to open', () => {
    const outbox = createOutbox({ storage: null });
    render(
      <MemoryRouter>
        <OfflineBanner outbox={outbox} />
      </MemoryRouter>,
    );
    act(() => outbox.add({ ...entry('key-cccccccccccccccc'), kind: 'help-request', tag: 'CONTACT' }));
    act(() => outbox.finish('key-cccccccccccccccc', { code: 'HR-K7M2QX' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent. Your code is HR-K7M2QX.');
    expect(screen.queryByRole('link', { name: 'See it' })).toBeNull();
  });

  it("says why a request was refused in the customer's language, by the server's name for the refusal", async () => {
    const outbox = createOutbox({ storage: null });
    render(
      <MemoryRouter>
        <OfflineBanner outbox={outbox} />
      </MemoryRouter>,
    );
    try {
      await act(() => setLanguage('hi'));
      act(() => outbox.add(entry('key-dddddddddddddddd')));
      act(() =>
        outbox.finish('key-dddddddddddddddd', {
          refused: 'That slot has already begun.',
          refusal: { code: 'BAD_USER_INPUT', reason: 'slotBegun' },
        }),
      );
      expect(await screen.findByText(/वह समय शुरू हो चुका है।/)).toHaveTextContent(
        'इस फ़ोन में रखा गया भेजा नहीं जा सका: वह समय शुरू हो चुका है।',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
