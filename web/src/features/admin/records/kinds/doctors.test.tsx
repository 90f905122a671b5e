import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../../test-support/fake-api';
import { renderScreen } from '../../../../test-support/render-screen';
import { RecordKindPage } from '../record-kind-page';
import { recordKinds } from '.';

const doctors = recordKinds.find((entry) => entry.type === 'doctors')!;

function doctor(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminDoctor',
    id: 'd-1',
    name: 'Dr. Mitali Ghosh',
    nameBn: null,
    specialtyId: 's-2',
    specialty: { __typename: 'Specialty', id: 's-2', name: 'Gynaecology' },
    isSpecialist: true,
    qualifications: 'MBBS, DGO',
    chamberName: 'Ghosh Clinic',
    chamberAddress: 'Near the bus stand',
    village: 'Ilambazar',
    visitingDays: [1, 3],
    visitFrom: '17:00',
    visitTo: '19:30',
    feePaise: 35000,
    phone: '+919830012345',
    patientsPerSlot: 4,
    active: true,
    image: null,
    ...overrides,
  };
}

function serve(all: Array<ReturnType<typeof doctor>>) {
  fakeApi.on('AdminDoctorChoices', () => ({
    data: {
      adminSpecialties: {
        __typename: 'SpecialtyConnection',
        nodes: [
          { __typename: 'Specialty', id: 's-1', name: 'Child care' },
          { __typename: 'Specialty', id: 's-2', name: 'Gynaecology' },
        ],
      },
      adminDoctorVillages: ['Bolpur', 'Ilambazar'],
    },
  }));
  fakeApi.on('AdminDoctors', ({ variables }) => ({
    data: {
      adminDoctors: {
        __typename: 'AdminDoctorConnection',
        nodes: all.filter(
          (d) =>
            (!variables.specialtyId || d.specialtyId === variables.specialtyId) &&
            (!variables.village || d.village === variables.village),
        ),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

const renderPage = (path = '/admin/doctors') =>
  renderScreen('/admin/doctors', <RecordKindPage entry={doctors} />, path);

beforeEach(() => fakeApi.reset());

describe('the admin doctors screen', () => {
  it('says on each card when the doctor sits and which slots patients will be offered', async () => {
    serve([
      doctor(),
      doctor({
        id: 'd-2',
        name: 'Dr. Anil Roy',
        specialtyId: null,
        specialty: null,
        isSpecialist: false,
        visitFrom: '10:00',
        visitTo: '10:45',
        active: false,
      }),
    ]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Dr. Mitali Ghosh' });
    expect(within(card).getByText(/Mon, Wed, 5:00\spm – 7:30\spm/)).toBeInTheDocument();
    // 19:00–19:30 is too short for a slot of its own: patients are offered two.
    expect(within(card).getByText(/2 slots of an hour \(5:00\spm, 6:00\spm\), 4 patients each/)).toBeInTheDocument();
    expect(within(card).getByText('₹350')).toBeInTheDocument();
    expect(within(card).getByText('Gynaecology')).toBeInTheDocument();

    const hidden = screen.getByRole('article', { name: 'Dr. Anil Roy' });
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('General physician')).toBeInTheDocument();
    expect(within(hidden).getByText(/1 slot of an hour \(10:00\sam\)/)).toBeInTheDocument();
  });

  it('filters by specialty and village, the options from the choices query', async () => {
    serve([
      doctor(),
      doctor({
        id: 'd-3',
        name: 'Dr. Sen',
        specialtyId: 's-1',
        specialty: { __typename: 'Specialty', id: 's-1', name: 'Child care' },
        village: 'Bolpur',
      }),
    ]);
    const router = renderPage();
    await screen.findByRole('article', { name: 'Dr. Sen' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Specialty' }), { target: { value: 's-1' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dr. Mitali Ghosh' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?specialtyId=s-1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Chamber in' }), { target: { value: 'Bolpur' } });
    await waitFor(() =>
      expect(fakeApi.callsOf('AdminDoctors').at(-1)!.variables).toMatchObject({
        specialtyId: 's-1',
        village: 'Bolpur',
      }),
    );
  });

  it('adds a doctor with a schedule, sending the fee in paise and the days in order; a refusal shows beside its field', async () => {
    serve([]);
    let tries = 0;
    fakeApi.on('CreateDoctor', ({ variables }) => {
      tries += 1;
      if (tries === 1)
        return graphQLError('BAD_USER_INPUT', { field: 'visitTo' }, 'Visiting hours must end after they start.');
      return { data: { createDoctor: doctor({ ...(variables.input as object), id: 'd-9', specialty: null }) } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New doctor' }));
    const form = screen.getByRole('form', { name: 'New doctor' });
    expect(within(form).getByText(/Bookings already made are kept when the days or hours change/)).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Dr. Kakoli Sarkar' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Specialty' }), { target: { value: 's-1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Qualifications' }), { target: { value: 'MBBS, DCH' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Chamber' }), { target: { value: 'Sarkar Clinic' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Chamber, in Bengali' }), {
      target: { value: 'সরকার ক্লিনিক' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Chamber address' }), {
      target: { value: 'Post office lane' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Village or town' }), { target: { value: 'Supur' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Chamber phone/ }), {
      target: { value: '94340 11223' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Fee (₹)' }), { target: { value: '250' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.change(within(form).getByLabelText('Visiting hours end'), { target: { value: '16:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Visiting hours must end after they start.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Visiting hours end')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Visiting hours end'), { target: { value: '19:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Dr. Kakoli Sarkar is added.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CreateDoctor')[1].variables.input).toEqual({
      name: 'Dr. Kakoli Sarkar',
      nameBn: null,
      nameHi: null,
      isSpecialist: true,
      specialtyId: 's-1',
      qualifications: 'MBBS, DCH',
      qualificationsBn: null,
      qualificationsHi: null,
      chamberName: 'Sarkar Clinic',
      chamberNameBn: 'সরকার ক্লিনিক',
      chamberNameHi: null,
      chamberAddress: 'Post office lane',
      chamberAddressBn: null,
      chamberAddressHi: null,
      village: 'Supur',
      phone: '94340 11223',
      feePaise: 25000,
      visitingDays: [2, 5],
      visitFrom: '17:00',
      visitTo: '19:00',
      patientsPerSlot: 10,
      active: true,
    });
  });

  it('has a Photo panel, and names the days and times of a change in the History as the form does', async () => {
    serve([doctor()]);
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'updated',
              actorName: 'Rina Pal',
              actorRole: 'ADMIN',
              at: '2026-02-04T05:00:00.000Z',
              before: { visitingDays: [1, 3], visitTo: '19:30:00', active: true },
              after: { visitingDays: [2], visitTo: '20:00:00', active: false },
            },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Dr. Mitali Ghosh' });
    fireEvent.click(within(card).getByRole('button', { name: 'Photo' }));
    expect(within(card).getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const [entry] = await within(card).findAllByTestId('audit-entry');
    expect(entry).toHaveTextContent('Monday, Wednesday');
    expect(entry).toHaveTextContent('Tuesday');
    expect(entry).toHaveTextContent('19:30');
    expect(entry).not.toHaveTextContent('19:30:00');
    expect(entry).toHaveTextContent(/Shown to patients.*Yes.*No/);
  });
});
