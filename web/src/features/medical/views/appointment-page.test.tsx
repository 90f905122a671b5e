import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, indiaToday } from '../../../shared/format/date';
import { findMyAppointment, rememberAppointment } from '../../../shared/storage/my-appointments';
import { fakeApi, graphQLError, networkFailure } from '../../../test-support/fake-api';
import { ananya, connection, renderRoute, sudipta } from '../test-support/medical-fixtures';
import { AppointmentPage } from './appointment-page';

const slot = (day: string, startsAt: string, endsAt: string, remaining: number) => ({
  __typename: 'AppointmentSlot',
  day,
  startsAt,
  endsAt,
  capacity: 8,
  remaining,
});
const slots = [
  slot('2026-11-26', '10:00', '11:00', 0),
  slot('2026-11-26', '11:00', '12:00', 0),
  slot('2026-11-29', '10:00', '11:00', 0),
  slot('2026-11-29', '11:00', '12:00', 3),
  slot('2026-11-29', '12:00', '13:00', 1),
];

const bookedAnswer = {
  __typename: 'AppointmentBooked',
  trackingToken: 'token-appt',
  appointment: {
    __typename: 'Appointment',
    code: 'AP-K7M2QX',
    status: 'BOOKED',
    day: '2026-11-29',
    startsAt: '11:00',
    endsAt: '12:00',
    patientName: 'Gour Hari Das',
    doctor: {
      __typename: 'AppointmentDoctor',
      id: ananya.id,
      name: ananya.name,
      chamberName: ananya.chamberName,
      chamberAddress: ananya.chamberAddress,
      phone: ananya.phone,
      feePaise: ananya.feePaise,
    },
  },
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('Doctors', ({ variables }) => ({
    data: { doctors: connection('Doctor', variables.search === 'sudipta' ? [sudipta] : [ananya, sudipta]) },
  }));
  fakeApi.on('DoctorDetails', () => ({ data: { doctor: ananya } }));
  fakeApi.on('AppointmentSlots', () => ({ data: { appointmentSlots: slots } }));
});

const renderAt = (path: string) => renderRoute(path, '/medical/appointment', <AppointmentPage />);

function fillPatient() {
  fireEvent.change(screen.getByLabelText("Patient's name"), { target: { value: 'Gour Hari Das' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98000 11223' } });
  fireEvent.change(screen.getByLabelText('Age (if you like)'), { target: { value: '64' } });
  fireEvent.change(screen.getByLabelText('What is it about? (if you like)'), { target: { value: 'Knee pain' } });
}

describe('choosing a doctor', () => {
  it('lists the doctors, each leading to their times, with the appointments still to come first', async () => {
    const appointment = {
      code: 'AP-P3RT9W',
      trackingToken: 't',
      status: 'BOOKED',
      bookedAt: '2026-11-20T10:00:00.000Z',
      day: addDays(indiaToday(), 2),
      startsAt: '18:00',
      endsAt: '19:00',
      patientName: 'Rina Das',
      doctor: {
        name: 'Dr. Sudipta Mukherjee',
        chamberName: 'Janata',
        chamberAddress: 'Ilambazar',
        phone: '+919434175261',
        feePaise: 20000,
      },
    };
    rememberAppointment(appointment);
    rememberAppointment({ ...appointment, code: 'AP-OLD', day: '2020-01-01' });
    renderAt('/medical/appointment');
    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeInTheDocument();
    const yours = screen.getByRole('region', { name: 'Your appointments' });
    expect(within(yours).getAllByRole('link')).toHaveLength(1);
    expect(within(yours).getByRole('link')).toHaveAttribute('href', '/medical/appointment?booked=AP-P3RT9W');

    const link = await screen.findByRole('link', { name: 'Book with Dr. Ananya Chatterjee' });
    expect(link).toHaveAttribute('href', `/medical/appointment?doctor=${ananya.id}`);
    expect(link).toHaveTextContent('₹400');
    expect(link).toHaveTextContent('Sebak Pharmacy chamber, Bolpur');
    expect(fakeApi.callsOf('Doctors')[0].variables).toEqual({ search: null, first: 10 });
  });
});

describe('booking with a doctor', () => {
  it('shows the days with places, the times of the first open day with places left, and books one', async () => {
    fakeApi.on('BookAppointment', () => ({ data: { bookAppointment: bookedAnswer } }));
    renderAt(`/medical/appointment?doctor=${ananya.id}`);
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    expect(screen.getByText('₹400, paid at the chamber')).toBeInTheDocument();

    const days = await screen.findByRole('group', { name: 'Days the doctor sits' });
    const [full, open] = within(days).getAllByRole('button');
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Full');
    expect(open).toHaveAttribute('aria-pressed', 'true');
    expect(open).toHaveTextContent('4 places');
    expect(fakeApi.callsOf('AppointmentSlots')[0].variables).toEqual({ doctorId: ananya.id, days: 14 });

    const times = screen.getByRole('list', { name: 'Times on Sun, 29 Nov' });
    const buttons = within(times).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toBeDisabled();
    expect(buttons[0]).toHaveTextContent('Full');
    expect(buttons[1]).toHaveTextContent('3 places left');
    expect(buttons[2]).toHaveTextContent('1 place left');

    // No time chosen yet: nothing is sent.
    fillPatient();
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(screen.getByText('Choose a time above.')).toBeInTheDocument();
    expect(fakeApi.callsOf('BookAppointment')).toHaveLength(0);

    fireEvent.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Choose a time above.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));

    expect(await screen.findByText('Your appointment is booked.')).toBeInTheDocument();
    expect(fakeApi.callsOf('BookAppointment')[0].variables).toEqual({
      input: {
        idempotencyKey: expect.any(String) as unknown,
        doctorId: ananya.id,
        day: '2026-11-29',
        startsAt: '11:00',
        patient: { name: 'Gour Hari Das', phone: '98000 11223', age: 64 },
        note: 'Knee pain',
      },
    });
    expect(screen.getByTestId('done-code')).toHaveTextContent('AP-K7M2QX');
    expect(screen.getByTestId('appointment-when').textContent).toMatch(/^Sun, 29 Nov, 2026, 11:00\sam – 12:00\spm$/);
    expect(screen.getByText('Station Road, Bolpur')).toBeInTheDocument();
    expect(screen.getByText('₹400, paid at the chamber')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call the chamber .*: Dr. Ananya Chatterjee$/ })).toHaveAttribute(
      'href',
      'tel:+919775430127',
    );
    expect(findMyAppointment('AP-K7M2QX')).toMatchObject({
      trackingToken: 'token-appt',
      status: 'BOOKED',
      day: '2026-11-29',
    });
  });

  it('says so when the time filled up first, and shows the times afresh', async () => {
    fakeApi.on('BookAppointment', () => ({
      data: { bookAppointment: { __typename: 'SlotFull', day: '2026-11-29', startsAt: '12:00' } },
    }));
    renderAt(`/medical/appointment?doctor=${ananya.id}`);
    const times = await screen.findByRole('list', { name: 'Times on Sun, 29 Nov' });
    fillPatient();
    fireEvent.click(within(times).getAllByRole('button')[2]);
    fakeApi.on('AppointmentSlots', () => ({
      data: {
        appointmentSlots: slots.map((s) =>
          s.startsAt === '12:00' && s.day === '2026-11-29' ? { ...s, remaining: 0 } : s,
        ),
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));

    expect(await screen.findByText(/filled up just now/)).toHaveTextContent(
      /Sorry, 12:00\spm on Sun, 29 Nov filled up just now/,
    );
    await waitFor(() => expect(fakeApi.callsOf('AppointmentSlots')).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Times on Sun, 29 Nov' })).getAllByRole('button')[2],
      ).toBeDisabled(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Times on Sun, 29 Nov' })).getAllByRole('button')[2],
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it("puts the server's refusal beside the field, and keeps the key after no answer", async () => {
    fakeApi.on('BookAppointment', () => networkFailure());
    renderAt(`/medical/appointment?doctor=${ananya.id}`);
    const times = await screen.findByRole('list', { name: 'Times on Sun, 29 Nov' });
    fillPatient();
    fireEvent.click(within(times).getAllByRole('button')[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText(/Could not reach Haat/)).toBeInTheDocument();

    fakeApi.on('BookAppointment', () =>
      graphQLError('BAD_USER_INPUT', { field: 'patient.age' }, 'Give the age in whole years.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText('Give the age in whole years.')).toBeInTheDocument();
    const [first, second] = fakeApi
      .callsOf('BookAppointment')
      .map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
    expect(screen.getByLabelText('Age (if you like)')).toHaveFocus();
  });

  it("keeps the patient's details across a reload, and lets them go once the appointment is booked", async () => {
    const first = renderAt(`/medical/appointment?doctor=${ananya.id}`);
    await screen.findByRole('list', { name: 'Times on Sun, 29 Nov' });
    fillPatient();
    first.unmount();

    renderAt(`/medical/appointment?doctor=${ananya.id}`);
    const times = await screen.findByRole('list', { name: 'Times on Sun, 29 Nov' });
    expect(screen.getByLabelText("Patient's name")).toHaveValue('Gour Hari Das');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98000 11223');
    expect(screen.getByLabelText('Age (if you like)')).toHaveValue('64');
    expect(screen.getByLabelText('What is it about? (if you like)')).toHaveValue('Knee pain');

    fakeApi.on('BookAppointment', () => ({ data: { bookAppointment: bookedAnswer } }));
    fireEvent.click(within(times).getAllByRole('button')[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(await screen.findByText('Your appointment is booked.')).toBeInTheDocument();
    expect(window.localStorage.getItem('haat.appointment-draft')).toBeNull();
  });

  it('is kind about a doctor id that names nobody', () => {
    renderAt('/medical/appointment?doctor=dr-nobody');
    expect(screen.getByText('This doctor is not listed, or the link is incomplete.')).toBeInTheDocument();
    expect(fakeApi.calls).toHaveLength(0);
  });
});

describe('an appointment booked', () => {
  const stored = {
    code: 'AP-K7M2QX',
    trackingToken: 'token-appt',
    status: 'BOOKED',
    bookedAt: '2026-11-22T10:00:00.000Z',
    day: '2026-11-29',
    startsAt: '11:00',
    endsAt: '12:00',
    patientName: 'Gour Hari Das',
    doctor: {
      name: ananya.name,
      chamberName: ananya.chamberName,
      chamberAddress: ananya.chamberAddress,
      phone: ananya.phone,
      feePaise: ananya.feePaise,
    },
  };

  it('is cancelled after asking, with its token, and stays cancelled', async () => {
    rememberAppointment(stored);
    fakeApi.on('CancelAppointment', () => ({
      data: { cancelAppointment: { __typename: 'Appointment', code: 'AP-K7M2QX', status: 'CANCELLED' } },
    }));
    renderAt('/medical/appointment?booked=AP-K7M2QX');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(screen.getByText('Cancel appointment AP-K7M2QX? Your place goes to someone else.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This appointment is cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CancelAppointment')[0].variables).toEqual({
      input: { code: 'AP-K7M2QX', trackingToken: 'token-appt' },
    });
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(findMyAppointment('AP-K7M2QX')?.status).toBe('CANCELLED');
  });

  it("shows the server's words when it can no longer be cancelled, and asks again after no answer", async () => {
    rememberAppointment(stored);
    fakeApi.on('CancelAppointment', () => networkFailure());
    renderAt('/medical/appointment?booked=AP-K7M2QX');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Could not cancel. Please check the connection and try again.')).toBeInTheDocument();
    fakeApi.on('CancelAppointment', () =>
      graphQLError('BAD_USER_INPUT', { field: 'code' }, 'This appointment can no longer be cancelled.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This appointment can no longer be cancelled.')).toBeInTheDocument();
    expect(findMyAppointment('AP-K7M2QX')?.status).toBe('BOOKED');
  });

  it("says why the server refused by the refusal's reason, in the catalog's words", async () => {
    rememberAppointment(stored);
    fakeApi.on('CancelAppointment', () =>
      graphQLError('NOT_FOUND', { field: 'code', reason: 'appointmentNoMatch' }, 'no match'),
    );
    renderAt('/medical/appointment?booked=AP-K7M2QX');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('No appointment matches this code and key.')).toBeInTheDocument();
  });

  it('says where to look when this phone does not have it', () => {
    renderAt('/medical/appointment?booked=AP-NOSUCH');
    expect(
      screen.getByText('This appointment is not on this phone: it shows only on the phone that booked it.'),
    ).toBeInTheDocument();
  });
});
