import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError, networkFailure } from '../../../test-support/fake-api';
import { RequestsPage } from './requests-page';
import { renderScreen } from '../../../test-support/render-screen';

const MOVES: Record<string, string[]> = {
  NEW: ['IN_PROGRESS', 'DONE', 'CLOSED'],
  IN_PROGRESS: ['DONE', 'CLOSED'],
  DONE: [],
  CLOSED: [],
};

function request(overrides: Record<string, unknown> = {}) {
  const status = (overrides.status as string | undefined) ?? 'NEW';
  return {
    __typename: 'HelpRequest',
    id: 'hr-1',
    code: 'HR-K7M2QX',
    kind: 'SERVICE',
    serviceType: 'electrician',
    name: 'Anjali Bagdi',
    phone: '+919733012345',
    village: 'Supur',
    message: 'The fan in the school room has stopped',
    status,
    adminNote: null as string | null,
    createdAt: '2026-02-03T04:30:00.000Z',
    nextStatuses: MOVES[status],
    ...overrides,
  };
}

/** The requests as a tiny server: those of the state and kind asked for. */
function serveRequests(all: Array<ReturnType<typeof request>>) {
  fakeApi.on('HelpRequests', ({ variables }) => ({
    data: {
      helpRequests: {
        __typename: 'HelpRequestConnection',
        nodes: all
          .filter(
            (r) =>
              (!variables.status || r.status === variables.status) && (!variables.kind || r.kind === variables.kind),
          )
          .map((r) => ({ ...r })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

function renderPage(path = '/admin/requests') {
  return renderScreen('/admin/requests', <RequestsPage />, path);
}

const lastList = () => fakeApi.callsOf('HelpRequests').at(-1)!.variables;

beforeEach(() => {
  fakeApi.reset();
});

describe('the requests page', () => {
  it('shows new requests first, and the kind and state in the address choose what is asked for', async () => {
    serveRequests([
      request(),
      request({
        id: 'hr-2',
        code: 'HR-CONTACT',
        kind: 'CONTACT',
        serviceType: null,
        name: 'Bimal Let',
        village: null,
        message: 'Is the bazaar open on Sunday?',
      }),
    ]);
    const router = renderPage();
    const card = await screen.findByRole('article', { name: 'Request HR-K7M2QX from Anjali Bagdi' });
    expect(lastList()).toEqual({ kind: null, status: 'NEW', first: 20 });
    expect(card).toHaveTextContent('Service: electrician');
    expect(card).toHaveTextContent('Supur');
    expect(card).toHaveTextContent('The fan in the school room has stopped');
    expect(card).toHaveTextContent('3 Feb 2026, 10:00 am');
    expect(within(card).getByTestId('request-state')).toHaveTextContent('New');
    expect(within(card).getByRole('link', { name: /Anjali Bagdi/ })).toHaveAttribute('href', 'tel:+919733012345');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'CONTACT' } });
    await waitFor(() => expect(lastList()).toEqual({ kind: 'CONTACT', status: 'NEW', first: 20 }));
    expect(await screen.findByRole('article', { name: 'Request HR-CONTACT from Bimal Let' })).toHaveTextContent(
      'Contact message',
    );
    expect(screen.queryByRole('article', { name: /HR-K7M2QX/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'all' } });
    await waitFor(() => expect(lastList()).toEqual({ kind: 'CONTACT', status: null, first: 20 }));
    expect(router.state.location.search).toBe('?kind=CONTACT&status=all');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'DONE' } });
    await waitFor(() => expect(lastList()).toEqual({ kind: 'CONTACT', status: 'DONE', first: 20 }));
    expect(await screen.findByText('No requests match. Try another kind or state.')).toBeInTheDocument();
  });

  it('moves a request on with a note, and finds it under its new state', async () => {
    const asked = request();
    serveRequests([asked]);
    fakeApi.on('UpdateHelpRequest', ({ variables }) => {
      const input = variables.input as { status: string; note: string | null };
      Object.assign(asked, { status: input.status, adminNote: input.note, nextStatuses: MOVES[input.status] });
      return { data: { updateHelpRequest: { ...asked } } };
    });
    renderPage();
    const card = await screen.findByRole('article', { name: /HR-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Move to…' }));
    const form = within(card).getByRole('form', { name: 'Move HR-K7M2QX to' });
    const state = within(form).getByLabelText('New state');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In progress', 'Done', 'Closed']);
    fireEvent.change(state, { target: { value: 'DONE' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), {
      target: { value: ' Sent Bapi the electrician; fixed. ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('HR-K7M2QX is now Done.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateHelpRequest')[0].variables).toEqual({
      input: { id: 'hr-1', status: 'DONE', note: 'Sent Bapi the electrician; fixed.' },
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: /HR-K7M2QX/ })).not.toBeInTheDocument());

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'DONE' } });
    const done = await screen.findByRole('article', { name: /HR-K7M2QX/ });
    expect(within(done).getByTestId('request-note')).toHaveTextContent('Sent Bapi the electrician; fixed.');
    expect(within(done).queryByRole('button', { name: 'Move to…' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the state, and a lost connection in the banner", async () => {
    serveRequests([request()]);
    fakeApi.on('UpdateHelpRequest', () =>
      graphQLError('BAD_USER_INPUT', { field: 'status' }, 'A request that is done cannot become in progress.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /HR-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Move to…' }));
    const form = within(card).getByRole('form', { name: 'Move HR-K7M2QX to' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New state')).toHaveAccessibleDescription(
        expect.stringContaining('A request that is done cannot become in progress.'),
      ),
    );
    expect(fakeApi.callsOf('UpdateHelpRequest')[0].variables).toEqual({
      input: { id: 'hr-1', status: 'IN_PROGRESS', note: null },
    });

    fakeApi.on('UpdateHelpRequest', () => networkFailure());
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    expect(
      await within(form).findByText('Could not reach Haat. Please check the connection and try again.'),
    ).toBeInTheDocument();
  });

  it("shows a request's history in words", async () => {
    serveRequests([request()]);
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'updated',
              actorName: 'Administrator',
              actorRole: 'ADMIN',
              at: '2026-02-03T10:35:00.000Z',
              before: { status: 'NEW', adminNote: null },
              after: { status: 'IN_PROGRESS', adminNote: 'Called back' },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: /HR-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const entry = await within(card).findByTestId('audit-entry');
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({
      entityType: 'HELP_REQUEST',
      entityId: 'hr-1',
      first: 20,
    });
    expect(entry).toHaveTextContent('Changed by Administrator (admin)');
    expect(entry).toHaveTextContent('State: New → In progress');
    expect(entry).toHaveTextContent('Note: Called back');
  });
});
