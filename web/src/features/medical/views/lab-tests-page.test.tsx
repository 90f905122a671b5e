import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test-support/fake-api';
import { connection, renderRoute } from '../test-support/medical-fixtures';
import { LabTestsPage } from './lab-tests-page';

const lipid = {
  __typename: 'LabTest',
  id: 't1',
  name: 'Lipid Profile',
  nameBn: 'লিপিড প্রোফাইল',
  pricePaise: 50000,
  sample: 'Blood',
  preparation: 'Fasting 10–12 hours',
  reportTime: 'Same day, 6 pm',
  homeCollection: true,
  labName: 'Ilambazar Pathology & Diagnostic Centre',
};
const dengue = { ...lipid, id: 't2', name: 'Dengue NS1 Antigen', nameBn: null, pricePaise: 60000, preparation: null, homeCollection: false };

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('LabTests', ({ variables }) => ({
    data: { labTests: connection('LabTest', variables.search === 'lipid' ? [lipid] : [lipid, dengue]) },
  }));
});

describe('LabTestsPage', () => {
  it('shows each test with its price, sample, preparation, report time, lab and home collection', async () => {
    renderRoute('/medical/labTest', '/medical/labTest', <LabTestsPage />);
    const card = (await screen.findByRole('heading', { name: 'Lipid Profile' })).closest('article')!;
    expect(within(card).getByText('₹500')).toBeInTheDocument();
    expect(within(card).getByText('Blood')).toBeInTheDocument();
    expect(within(card).getByText('Fasting 10–12 hours')).toBeInTheDocument();
    expect(within(card).getByText('Same day, 6 pm')).toBeInTheDocument();
    expect(within(card).getByText('Ilambazar Pathology & Diagnostic Centre')).toBeInTheDocument();
    expect(within(card).getByText('Home collection')).toBeInTheDocument();

    const other = screen.getByRole('heading', { name: 'Dengue NS1 Antigen' }).closest('article')!;
    expect(within(other).getByText('None needed')).toBeInTheDocument();
    expect(within(other).queryByText('Home collection')).not.toBeInTheDocument();
  });

  it('searches at once when the search is submitted', async () => {
    renderRoute('/medical/labTest', '/medical/labTest', <LabTestsPage />);
    await screen.findByRole('heading', { name: 'Dengue NS1 Antigen' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lab tests' }), { target: { value: '  lipid ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    expect(await screen.findByRole('heading', { name: 'Lipid Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dengue NS1 Antigen' })).not.toBeInTheDocument();
    expect(fakeApi.callsOf('LabTests').map((c) => c.variables.search)).toEqual([null, 'lipid']);
  });
});
