import { ApolloProvider } from '@apollo/client/react';
import { act, render, waitFor } from '@testing-library/react';
import { ShopOrderChangedDocument } from '../../generated/graphql';
import { fakeApi } from '../../test-support/fake-api';
import { liveStatus } from './live-status';
import { coalesce, resubscribeDelayMs, useLiveRefresh } from './use-live-refresh';

const notice = (code: string, status = 'PLACED') => ({
  shopOrderChanged: { __typename: 'OrderChange', orderId: `id-${code}`, code, status, at: '2026-02-03T10:35:00.000Z' },
});

describe('coalesce', () => {
  it('runs a task once for calls made while it runs, then once more, never two at a time', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const release: Array<() => void> = [];
    const run = coalesce(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
    });
    const first = run();
    void run();
    void run();
    const last = run();
    expect(runs).toBe(1);
    release.shift()!();
    await waitFor(() => expect(runs).toBe(2));
    release.shift()!();
    await Promise.all([first, last]);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('keeps going after a failed run', async () => {
    let calls = 0;
    const run = coalesce(() => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    await run();
    await run();
    expect(calls).toBe(2);
  });
});

describe('the pause before subscribing again', () => {
  it('doubles from 2 s to at most a minute', () => {
    expect([0, 1, 2, 5, 10].map(resubscribeDelayMs)).toEqual([2000, 4000, 8000, 60000, 60000]);
  });
});

function Follower({
  refresh,
  onNotice,
  skip = false,
}: {
  refresh: () => unknown;
  onNotice?: (data: unknown) => void;
  skip?: boolean;
}) {
  useLiveRefresh(ShopOrderChangedDocument, { refresh, onNotice, skip });
  return null;
}

function renderFollower(props: Parameters<typeof Follower>[0]) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <Follower {...props} />
    </ApolloProvider>,
  );
}

beforeEach(() => {
  fakeApi.reset();
  liveStatus.reset();
});

describe('following a list live', () => {
  it('fetches the list again on each notice, and tells who wants to know', async () => {
    const refresh = jest.fn();
    const onNotice = jest.fn();
    renderFollower({ refresh, onNotice });
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1));
    act(() => fakeApi.push('ShopOrderChanged', notice('K7M2QX-1')));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(onNotice).toHaveBeenCalledWith(notice('K7M2QX-1'));
  });

  it('fetches the list again whenever the connection (re)opens, since changes meanwhile were not announced', async () => {
    const refresh = jest.fn();
    renderFollower({ refresh });
    act(() => liveStatus.connected());
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    act(() => liveStatus.connected());
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });

  it('follows nothing while skipped', async () => {
    const refresh = jest.fn();
    renderFollower({ refresh, skip: true });
    act(() => liveStatus.connected());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeApi.callsOf('ShopOrderChanged')).toHaveLength(0);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('subscribes again after a pause when the server ends the subscription, and catches up', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const refresh = jest.fn();
      renderFollower({ refresh });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1);
      act(() => fakeApi.endLive('ShopOrderChanged'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_900);
      });
      expect(fakeApi.callsOf('ShopOrderChanged')).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(fakeApi.callsOf('ShopOrderChanged')).toHaveLength(2);
      expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops following when the screen closes', async () => {
    const view = renderFollower({ refresh: jest.fn() });
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(1));
    view.unmount();
    await waitFor(() => expect(fakeApi.liveCount('ShopOrderChanged')).toBe(0));
  });
});
