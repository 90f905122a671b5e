import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi, graphQLError, networkFailure } from '../../../test-support/fake-api';
import { NotificationsPage } from './notifications-page';
import { NotificationsTile } from './notifications-tile';
import { outboxFilterOf, statusOfFilter } from './outbox-filter';
import { renderScreen } from '../../../test-support/render-screen';

function outboxMessage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OutboxMessage',
    id: 'm-1',
    channel: 'CHAT',
    kind: 'ORDER_PLACED',
    status: 'FAILED',
    reference: 'K7M2QX-1',
    orderStatus: null,
    shopName: 'Maa Tara Bhandar',
    email: null,
    attempts: 1,
    lastError: '400: Bad Request: chat not found',
    createdAt: '2026-02-03T10:35:00.000Z',
    nextAttemptAt: '2026-02-03T10:35:02.000Z',
    sentAt: null,
    ...overrides,
  };
}

const shopFailed = outboxMessage();
const statusFailed = outboxMessage({ id: 'm-5', kind: 'ORDER_STATUS', orderStatus: 'PACKED' });
const adminsSent = outboxMessage({
  id: 'm-2',
  shopName: null,
  status: 'SENT',
  lastError: null,
  sentAt: '2026-02-03T10:35:01.000Z',
});
const mailFailed = outboxMessage({
  id: 'm-3',
  channel: 'MAIL',
  kind: 'PASSWORD_RESET',
  reference: 'admin@haat.test',
  shopName: null,
  email: 'admin@haat.test',
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
});

function messages(nodes: unknown[], pageInfo: { hasNextPage?: boolean; endCursor?: string | null } = {}) {
  return {
    data: {
      outboxMessages: {
        __typename: 'OutboxMessageConnection',
        nodes,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: pageInfo.hasNextPage ?? false,
          endCursor: pageInfo.endCursor ?? null,
        },
      },
    },
  };
}

function counts(failed: number, pending: number) {
  return { data: { outboxCounts: { __typename: 'OutboxCounts', failed, pending } } };
}

/** The outbox as a tiny server: its messages answered by the status asked for. */
function serveOutbox(all: Array<ReturnType<typeof outboxMessage>>) {
  fakeApi.on('OutboxCounts', () =>
    counts(all.filter((m) => m.status === 'FAILED').length, all.filter((m) => m.status === 'PENDING').length),
  );
  fakeApi.on('OutboxMessages', ({ variables }) =>
    messages(all.filter((m) => !variables.status || m.status === variables.status)),
  );
}

function renderPage(path = '/admin/notifications', pollMs = 0) {
  return renderScreen('/admin/notifications', <NotificationsPage pollMs={pollMs} />, path);
}

const filters = () => screen.getByRole('group', { name: 'Show messages' });

beforeEach(() => {
  fakeApi.reset();
});

describe('the filters', () => {
  it('are failed unless the address asks for another', () => {
    expect(outboxFilterOf(null)).toBe('failed');
    expect(outboxFilterOf('nonsense')).toBe('failed');
    expect(outboxFilterOf('sent')).toBe('sent');
    expect(statusOfFilter('waiting')).toBe('PENDING');
    expect(statusOfFilter('all')).toBeNull();
  });
});

describe('the notifications page', () => {
  it("shows a failed message: what it is, where it goes, its tries and the bot's reason", async () => {
    serveOutbox([
      shopFailed,
      mailFailed,
      outboxMessage({ id: 'm-4', shopName: null, kind: 'HELP_REQUESTED', reference: 'H4K9' }),
      statusFailed,
    ]);
    renderPage();

    const row = await screen.findByRole('article', { name: "New order K7M2QX-1 to Maa Tara Bhandar (shop's group)" });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(within(row).getByTestId('outbox-status')).toHaveTextContent('Failed');
    expect(within(row).getByTestId('outbox-tries')).toHaveTextContent('1 of 5');
    expect(within(row).getByTestId('outbox-error')).toHaveTextContent(
      'Why it failed: 400: Bad Request: chat not found',
    );
    expect(within(row).getByText('3 Feb 2026, 4:05 pm')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send again' })).toBeEnabled();

    expect(screen.getByRole('article', { name: "Help request H4K9 to Admins' group" })).toBeInTheDocument();
    // A status message says which state it told of.
    expect(
      screen.getByRole('article', { name: "Order status: Packed K7M2QX-1 to Maa Tara Bhandar (shop's group)" }),
    ).toBeInTheDocument();
    const mail = screen.getByRole('article', { name: 'Password reset mail to admin@haat.test (mail)' });
    expect(within(mail).getByTestId('outbox-tries')).toHaveTextContent('5 of 5');
    expect(within(mail).getByTestId('outbox-error')).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');

    expect(fakeApi.callsOf('OutboxMessages')[0].variables).toEqual({ status: 'FAILED', first: 20 });
    expect(within(filters()).getByRole('button', { name: /^Failed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(filters()).findByTestId('outbox-count-failed')).toHaveTextContent('4');
    expect(within(filters()).getByTestId('outbox-count-waiting')).toHaveTextContent('0');
  });

  it('sends a failed message again: says so, and it leaves the failed list', async () => {
    const all = [{ ...shopFailed }, adminsSent];
    serveOutbox(all);
    fakeApi.on('RetryOutboxMessage', ({ variables }) => {
      Object.assign(all[0], { status: 'PENDING', attempts: 0, lastError: null });
      return { data: { retryOutboxMessage: { ...all[0], id: variables.id } } };
    });
    renderPage();

    const row = await screen.findByRole('article', { name: "New order K7M2QX-1 to Maa Tara Bhandar (shop's group)" });
    fireEvent.click(within(row).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('New order K7M2QX-1 will be sent again now.')).toBeInTheDocument();
    expect(fakeApi.callsOf('RetryOutboxMessage')[0].variables).toEqual({ id: 'm-1' });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByText('No failed messages right now.')).toBeInTheDocument();
    expect(within(filters()).getByTestId('outbox-count-waiting')).toHaveTextContent('1');
  });

  it("shows the server's words when it refuses, and a plain message when it cannot be reached", async () => {
    serveOutbox([shopFailed]);
    fakeApi.on('RetryOutboxMessage', () =>
      graphQLError('BAD_USER_INPUT', { field: 'id' }, 'This message was already sent.'),
    );
    renderPage();
    const row = await screen.findByRole('article', { name: /^New order K7M2QX-1/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Send again' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('This message was already sent.');

    fakeApi.on('RetryOutboxMessage', () => networkFailure());
    fireEvent.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'Could not reach Haat. Please check the connection and try again.',
      ),
    );
  });

  it('says so when the list cannot be fetched, and tries again when asked', async () => {
    fakeApi.on('OutboxCounts', () => counts(1, 0));
    fakeApi.on('OutboxMessages', () => graphQLError('FORBIDDEN'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account cannot do this. Please sign in again as an admin.',
    );
    fakeApi.on('OutboxMessages', () => messages([shopFailed]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^New order K7M2QX-1/ })).toBeInTheDocument();
  });

  it('switches between failed, waiting, sent and all, keeping the choice in the address', async () => {
    const waiting = outboxMessage({
      id: 'm-5',
      kind: 'ORDER_STATUS',
      status: 'PENDING',
      attempts: 2,
      lastError: '502: Bad Gateway',
      nextAttemptAt: '2026-02-03T10:36:00.000Z',
    });
    serveOutbox([shopFailed, waiting, adminsSent]);
    const router = renderPage();
    await screen.findByRole('article', { name: /^New order K7M2QX-1/ });

    fireEvent.click(within(filters()).getByRole('button', { name: /^Waiting/ }));
    const row = await screen.findByRole('article', {
      name: "Order status K7M2QX-1 to Maa Tara Bhandar (shop's group)",
    });
    expect(router.state.location.search).toBe('?status=waiting');
    expect(fakeApi.callsOf('OutboxMessages').at(-1)!.variables).toEqual({ status: 'PENDING', first: 20 });
    expect(within(row).getByTestId('outbox-status')).toHaveTextContent('Waiting');
    expect(within(row).getByText('Next try')).toBeInTheDocument();
    expect(within(row).getByText('3 Feb 2026, 4:06 pm')).toBeInTheDocument();
    expect(within(row).getByTestId('outbox-error')).toHaveTextContent('Last try: 502: Bad Gateway');
    expect(within(row).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send all/ })).not.toBeInTheDocument();

    fireEvent.click(within(filters()).getByRole('button', { name: 'Sent' }));
    const sent = await screen.findByRole('article', { name: "New order K7M2QX-1 to Admins' group" });
    expect(router.state.location.search).toBe('?status=sent');
    expect(within(sent).getByTestId('outbox-status')).toHaveTextContent('Sent');
    expect(within(sent).getByText('Sent', { selector: 'dt' })).toBeInTheDocument();
    expect(within(sent).queryByTestId('outbox-error')).not.toBeInTheDocument();

    fireEvent.click(within(filters()).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(router.state.location.search).toBe('?status=all');
    expect(fakeApi.callsOf('OutboxMessages').at(-1)!.variables).toEqual({ status: null, first: 20 });

    fireEvent.click(within(filters()).getByRole('button', { name: /^Failed/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the filter the address names', async () => {
    serveOutbox([shopFailed, adminsSent]);
    renderPage('/admin/notifications?status=sent');
    await screen.findByRole('article', { name: "New order K7M2QX-1 to Admins' group" });
    expect(fakeApi.callsOf('OutboxMessages')[0].variables).toEqual({ status: 'SENT', first: 20 });
    expect(within(filters()).getByRole('button', { name: 'Sent' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends every failed message again and says how many', async () => {
    const all = [{ ...shopFailed }, { ...mailFailed }];
    serveOutbox(all);
    fakeApi.on('RetryFailedOutboxMessages', () => {
      for (const message of all) message.status = 'PENDING';
      return { data: { retryFailedOutboxMessages: 2 } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send all 2 failed again' }));
    expect(await screen.findByText('2 failed messages will be sent again now.')).toBeInTheDocument();
    expect(fakeApi.callsOf('RetryFailedOutboxMessages')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Send all/ })).not.toBeInTheDocument();
  });

  it('fetches the next page after the last cursor', async () => {
    fakeApi.on('OutboxCounts', () => counts(2, 0));
    fakeApi.on('OutboxMessages', ({ variables }) =>
      variables.after ? messages([mailFailed]) : messages([shopFailed], { hasNextPage: true, endCursor: 'cursor-1' }),
    );
    renderPage();
    await screen.findByRole('article', { name: /^New order K7M2QX-1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(
      await screen.findByRole('article', { name: 'Password reset mail to admin@haat.test (mail)' }),
    ).toBeInTheDocument();
    expect(fakeApi.callsOf('OutboxMessages').at(-1)!.variables).toEqual({
      status: 'FAILED',
      first: 20,
      after: 'cursor-1',
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('follows a waiting message by itself until it is sent', async () => {
    const waiting = outboxMessage({ status: 'PENDING', attempts: 0, lastError: null });
    serveOutbox([waiting]);
    renderPage('/admin/notifications?status=all', 30);
    const row = await screen.findByRole('article', { name: /^New order K7M2QX-1/ });
    expect(within(row).getByTestId('outbox-status')).toHaveTextContent('Waiting');
    // The worker sends it; the page's next look finds it so.
    Object.assign(waiting, { status: 'SENT', attempts: 1, sentAt: '2026-02-03T10:35:01.000Z' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /^New order K7M2QX-1/ })).getByTestId('outbox-status'),
      ).toHaveTextContent('Sent'),
    );
  });
});

describe("the admin home's way to the notifications", () => {
  it('says how many failed and how many wait', async () => {
    fakeApi.on('OutboxCounts', () => counts(3, 2));
    render(
      <ApolloProvider client={fakeApi.client}>
        <MemoryRouter>
          <NotificationsTile />
        </MemoryRouter>
      </ApolloProvider>,
    );
    const link = await screen.findByRole('link', { name: /3 failed · 2 waiting/ });
    expect(link).toHaveAttribute('href', '/admin/notifications');
    expect(link).toHaveTextContent('Notifications');
  });

  it('says all is sent when nothing failed or waits', async () => {
    fakeApi.on('OutboxCounts', () => counts(0, 0));
    render(
      <ApolloProvider client={fakeApi.client}>
        <MemoryRouter>
          <NotificationsTile />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(await screen.findByRole('link', { name: /All sent/ })).toBeInTheDocument();
  });
});
