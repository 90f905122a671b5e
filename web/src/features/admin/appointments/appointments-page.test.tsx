import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { indiaToday } from '../../../shared/format/date';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { AppointmentsPage } from './appointments-page';
import { renderScreen } from '../../../test-support/render-screen';

const DOCTORS = [
  { __typename: 'Doctor', id: 'd-1', name: 'Dr. Tanmoy Mondal' },
  { __typename: 'Doctor', id: 'd-2', name: 'Dr. Amitava Pal' },
];

function appointment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminAppointment',
    id: 'ap-1',
    code: 'AP-K7M2QX',
    status: 'BOOKED',
    day: '2026-02-03',
    startsAt: '10:00',
    endsAt: '10:15',
    doctorId: 'd-1',
    doctorName: 'Dr. Tanmoy Mondal',
    patientName: 'Gour Hari Das',
    patientPhone: '+919733012345',
    patientAge: 64,
    note: 'Fever for 3 days',
    ...overrides,
  };
}

/** The appointments as a tiny server: whatever the filters, these rows. */
function serveAppointments(all: Array<ReturnType<typeof appointment>>) {
  fakeApi.on('AppointmentDoctors', () => ({ data: { doctors: { __typename: 'DoctorConnection', nodes: DOCTORS } } }));
  fakeApi.on('AdminAppointments', () => ({
    data: {
      adminAppointments: {
        __typename: 'AdminAppointmentConnection',
        nodes: all.map((a) => ({ ...a })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

function renderPage(path = '/admin/appointments') {
  return renderScreen('/admin/appointments', <AppointmentsPage />, path);
}

const lastList = () => fakeApi.callsOf('AdminAppointments').at(-1)!.variables;

beforeEach(() => {
  fakeApi.reset();
});

describe('the appointments page', () => {
  it("shows today's appointments first, and the filters in the address choose what is asked for", async () => {
    serveAppointments([appointment()]);
    const router = renderPage();
    const card = await screen.findByRole('article', { name: 'Appointment AP-K7M2QX, Gour Hari Das' });
    expect(lastList()).toEqual({ day: indiaToday(), doctorId: null, status: null, first: 20 });
    expect(card).toHaveTextContent('10:00 – 10:15');
    expect(card).toHaveTextContent('Dr. Tanmoy Mondal');
    expect(card).toHaveTextContent('64 years');
    expect(card).toHaveTextContent('Fever for 3 days');
    expect(within(card).getByTestId('appointment-state')).toHaveTextContent('Booked');
    expect(within(card).getByRole('link', { name: /Gour Hari Das/ })).toHaveAttribute('href', 'tel:+919733012345');

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-02-05' } });
    await waitFor(() => expect(lastList()).toEqual({ day: '2026-02-05', doctorId: null, status: null, first: 20 }));
    expect(router.state.location.search).toBe('?day=2026-02-05');

    await screen.findByRole('option', { name: 'Dr. Amitava Pal' });
    fireEvent.change(screen.getByLabelText('Doctor'), { target: { value: 'd-2' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'VISITED' } });
    await waitFor(() =>
      expect(lastList()).toEqual({ day: '2026-02-05', doctorId: 'd-2', status: 'VISITED', first: 20 }),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Every day from today on' }));
    await waitFor(() => expect(lastList()).toEqual({ day: null, doctorId: 'd-2', status: 'VISITED', first: 20 }));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('today');
    expect(screen.getByLabelText('Day')).toBeDisabled();
  });

  it('reads the filters from a shared address', async () => {
    serveAppointments([]);
    renderPage('/admin/appointments?from=today&doctor=d-1&status=CANCELLED');
    await screen.findByText('No appointments match. Try another doctor or state.');
    expect(lastList()).toEqual({ day: null, doctorId: 'd-1', status: 'CANCELLED', first: 20 });
  });

  it('cancels only with a reason and after a confirmation, and sends the reason', async () => {
    const booked = appointment();
    serveAppointments([booked]);
    fakeApi.on('UpdateAppointmentStatus', ({ variables }) => {
      booked.status = 'CANCELLED';
      return { data: { updateAppointmentStatus: { ...booked, id: (variables.input as { id: string }).id } } };
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Appointment AP-K7M2QX, Gour Hari Das' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel…' }));
    const form = within(card).getByRole('form', { name: 'Cancel AP-K7M2QX' });

    // No reason: said beside the field, nothing sent, no question asked.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
        expect.stringContaining('Say why the appointment is cancelled.'),
      ),
    );
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'The doctor is away that day' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the appointment' }));
    const confirm = within(card).getByRole('alertdialog', {
      name: 'Cancel appointment AP-K7M2QX of Gour Hari Das? This cannot be undone.',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateAppointmentStatus')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the appointment' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('AP-K7M2QX cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateAppointmentStatus')[0].variables).toEqual({
      input: { id: 'ap-1', status: 'CANCELLED', reason: 'The doctor is away that day' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: /AP-K7M2QX/ })).getByTestId('appointment-state'),
      ).toHaveTextContent('Cancelled'),
    );
    expect(
      within(screen.getByRole('article', { name: /AP-K7M2QX/ })).queryByRole('button', { name: 'Cancel…' }),
    ).not.toBeInTheDocument();
  });

  it("puts the server's refusal of a reason beside the field", async () => {
    serveAppointments([appointment()]);
    fakeApi.on('UpdateAppointmentStatus', () =>
      graphQLError('BAD_USER_INPUT', { field: 'reason' }, 'Say why the appointment is cancelled.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /AP-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel…' }));
    const form = within(card).getByRole('form', { name: 'Cancel AP-K7M2QX' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: '   .' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the appointment' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
        expect.stringContaining('Say why the appointment is cancelled.'),
      ),
    );
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('marks an appointment visited after asking, and says why when the server refuses', async () => {
    serveAppointments([appointment()]);
    fakeApi.on('UpdateAppointmentStatus', () =>
      graphQLError('BAD_USER_INPUT', { field: 'status' }, 'This appointment is already cancelled.'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /AP-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Visited' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, visited' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This appointment is already cancelled.');
    expect(fakeApi.callsOf('UpdateAppointmentStatus')[0].variables).toEqual({
      input: { id: 'ap-1', status: 'VISITED' },
    });
  });

  it("shows an appointment's history in words", async () => {
    serveAppointments([appointment({ status: 'CANCELLED' })]);
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'status',
              actorName: 'Administrator',
              actorRole: 'ADMIN',
              at: '2026-02-03T10:35:00.000Z',
              before: { status: 'BOOKED' },
              after: { status: 'CANCELLED', reason: 'The doctor is away' },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: /AP-K7M2QX/ });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const entry = await within(card).findByTestId('audit-entry');
    expect(fakeApi.callsOf('AuditTrail')[0].variables).toEqual({
      entityType: 'APPOINTMENT',
      entityId: 'ap-1',
      first: 20,
    });
    expect(entry).toHaveTextContent('Status changed by Administrator (admin)');
    expect(entry).toHaveTextContent('State: Booked → Cancelled');
    expect(entry).toHaveTextContent('Reason: The doctor is away');
  });
});
