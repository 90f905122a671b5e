import { screen } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { ananya, connection, renderRoute } from '../test-support/medical-fixtures';
import { DoctorDetailsPage } from './doctor-details-page';
import { DoctorsBySpecialtyPage } from './doctors-by-specialty-page';
import { MedicalPlacesPage } from './medical-places-page';

const hospital = {
  __typename: 'MedicalPlace',
  id: 'p1',
  type: 'HOSPITAL',
  name: 'Ilambazar Rural Hospital',
  nameBn: 'ইলামবাজার গ্রামীণ হাসপাতাল',
  address: 'Hospital More, Ilambazar, Birbhum 731214',
  village: 'Ilambazar',
  phone: '+913463260300',
  open24h: true,
  services: 'Emergency, outdoor 9 am–2 pm',
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('MedicalPlaces', ({ variables }) => ({
    data: { medicalPlaces: connection('MedicalPlace', variables.type === 'HOSPITAL' ? [hospital] : []) },
  }));
});

describe('/medical/common/{type}', () => {
  const renderPlaces = (type: string) =>
    renderRoute(`/medical/common/${type}`, '/medical/common/:type', <MedicalPlacesPage />);

  it('lists the places of a known type with a 24-hour badge and a number to tap', async () => {
    renderPlaces('hospital');
    expect(screen.getByRole('heading', { level: 1, name: 'Hospitals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ilambazar Rural Hospital' })).toBeInTheDocument();
    expect(screen.getByText('Open 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Hospital More, Ilambazar, Birbhum 731214')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call .*: Ilambazar Rural Hospital$/ })).toHaveAttribute(
      'href',
      'tel:+913463260300',
    );
    expect(fakeApi.callsOf('MedicalPlaces')[0].variables).toMatchObject({ type: 'HOSPITAL', first: 20 });
  });

  it('maps each slug to its type', async () => {
    renderPlaces('diagnostic-centre');
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnostic centres' })).toBeInTheDocument();
    expect(await screen.findByText('No places of this kind are listed yet.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MedicalPlaces')[0].variables).toMatchObject({ type: 'DIAGNOSTIC_CENTRE' });
  });

  it.each(['dragons', 'HOSPITAL', '%3Cscript%3E', 'hospital%20'])(
    'answers an unknown type (%s) kindly, without asking the API',
    (type) => {
      renderPlaces(type);
      expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByText('There is no such list. Choose one of these instead:')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Blood banks' })).toHaveAttribute('href', '/medical/common/blood-bank');
      expect(screen.getByRole('link', { name: 'Back to medical' })).toHaveAttribute('href', '/medical');
      expect(fakeApi.calls).toHaveLength(0);
    },
  );
});

describe('/medical/doctorDetails', () => {
  const renderDetails = (search: string) =>
    renderRoute(`/medical/doctorDetails${search}`, '/medical/doctorDetails', <DoctorDetailsPage />);

  it('shows the doctor named by ?id=, and a way to book', async () => {
    fakeApi.on('DoctorDetails', () => ({ data: { doctor: ananya } }));
    renderDetails(`?id=${ananya.id}`);
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    expect(screen.getByText('Bolpur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      `/medical/appointment?doctor=${ananya.id}`,
    );
    expect(fakeApi.callsOf('DoctorDetails')[0].variables).toEqual({ id: ananya.id });
  });

  it.each(['', '?id=', '?id=42', "?id=1'%20OR%201=1"])(
    'says not found for a missing or malformed id (%s) without asking the API',
    (search) => {
      renderDetails(search);
      expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(screen.getByText('This doctor is not listed, or the link is incomplete.')).toBeInTheDocument();
      expect(fakeApi.calls).toHaveLength(0);
    },
  );

  it('says not found when the API has no such doctor, or refuses the id', async () => {
    fakeApi.on('DoctorDetails', () => ({ data: { doctor: null } }));
    const { unmount } = renderDetails(`?id=${ananya.id}`);
    expect(await screen.findByText('This doctor is not listed, or the link is incomplete.')).toBeInTheDocument();
    unmount();
    fakeApi.reset();
    fakeApi.on('DoctorDetails', () => graphQLError('BAD_USER_INPUT', { field: 'id' }));
    renderDetails(`?id=${ananya.id}`);
    expect(await screen.findByText('This doctor is not listed, or the link is incomplete.')).toBeInTheDocument();
  });
});

describe('/medical/doctor/doctorDetails/{spec}', () => {
  const renderSpecialty = (spec: string) =>
    renderRoute(
      `/medical/doctor/doctorDetails/${spec}`,
      '/medical/doctor/doctorDetails/:spec',
      <DoctorsBySpecialtyPage />,
    );

  it("lists one specialty's doctors under its name", async () => {
    fakeApi.on('DoctorsBySpecialty', () => ({
      data: {
        specialty: {
          __typename: 'Specialty',
          id: 's1',
          slug: 'paediatrics',
          name: 'Paediatrics (Child Specialist)',
          nameBn: 'শিশুরোগ বিশেষজ্ঞ',
          doctorCount: 1,
        },
        doctors: connection('Doctor', [ananya]),
      },
    }));
    renderSpecialty('paediatrics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paediatrics (Child Specialist)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 doctor listed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
  });

  it('says not found for a slug no specialty has', async () => {
    fakeApi.on('DoctorsBySpecialty', () => ({ data: { specialty: null, doctors: connection('Doctor', []) } }));
    renderSpecialty('dragons');
    expect(await screen.findByText('We have no doctors under this specialty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('says not found for a slug that cannot be one, without asking the API', () => {
    renderSpecialty('%F0%9F%A9%BA%20drop%20table');
    expect(screen.getByText('We have no doctors under this specialty.')).toBeInTheDocument();
    expect(fakeApi.calls).toHaveLength(0);
  });
});
