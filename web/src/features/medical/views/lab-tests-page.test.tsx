import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, indiaToday } from '../../../shared/format/date';
import { readMyOrders } from '../../../shared/storage/my-orders';
import { createPressKeys, type PressKeys } from '../../../shared/storage/press-keys';
import { fakeApi, graphQLError, networkFailure } from '../../../test-support/fake-api';
import { connection, renderRoute } from '../test-support/medical-fixtures';
import { LabTestsPage, type LabBookingLinks } from './lab-tests-page';

const LAB = 'Ilambazar Pathology & Diagnostic Centre';
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
  labName: LAB,
};
const dengue = {
  ...lipid,
  id: 't2',
  name: 'Dengue NS1 Antigen',
  nameBn: null,
  pricePaise: 60000,
  preparation: null,
  homeCollection: false,
};
const sugar = { ...lipid, id: 't3', name: 'Blood Sugar (Fasting)', nameBn: null, pricePaise: 5000 };

const links: LabBookingLinks = {
  findOrder: '/findOrder',
  trackOrder: (phone, code) => `/findOrder/${phone}?order=${code}`,
};
let keys: PressKeys;

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('LabTests', ({ variables }) => ({
    data: { labTests: connection('LabTest', variables.search === 'lipid' ? [lipid] : [lipid, dengue, sugar]) },
  }));
  let n = 0;
  keys = createPressKeys('haat.test-lab-key', {
    storage: null,
    makeKey: () => `test-key-${String(++n).padStart(8, '0')}`,
  });
});

const renderPage = (path = '/medical/labTest') =>
  renderRoute(path, '/medical/labTest', <LabTestsPage links={links} keys={keys} />);
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Book ${name} at ${LAB}` }));

function fillDetails() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sabita Mondal' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98320 12345' } });
  fireEvent.change(screen.getByLabelText('Your address'), { target: { value: 'Kalitala, Ilambazar' } });
}

const booked = {
  __typename: 'OrderPlaced',
  checkoutCode: 'L4BT2Q',
  trackingToken: 'token-lab',
  orders: [
    { __typename: 'OrderReceipt', code: 'L4BT2Q-1', shopName: LAB, totalPaise: 55000, itemCount: 2, status: 'PLACED' },
  ],
};

describe('LabTestsPage', () => {
  it('shows each test with its price, sample, preparation, report time, lab and home collection', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Lipid Profile' })).closest('article')!;
    expect(within(card).getByText('₹500')).toBeInTheDocument();
    expect(within(card).getByText('Blood')).toBeInTheDocument();
    expect(within(card).getByText('Fasting 10–12 hours')).toBeInTheDocument();
    expect(within(card).getByText('Same day, 6 pm')).toBeInTheDocument();
    expect(within(card).getByText(LAB)).toBeInTheDocument();
    expect(within(card).getByText('Home collection available')).toBeInTheDocument();

    const other = screen.getByRole('heading', { name: 'Dengue NS1 Antigen' }).closest('article')!;
    expect(within(other).getByText('None needed')).toBeInTheDocument();
    expect(within(other).queryByText('Home collection available')).not.toBeInTheDocument();
  });

  it('searches at once when the search is submitted', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Dengue NS1 Antigen' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lab tests' }), { target: { value: '  lipid ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Lipid Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dengue NS1 Antigen' })).not.toBeInTheDocument());
    expect(fakeApi.callsOf('LabTests').map((c) => c.variables.search)).toEqual([null, 'lipid']);
  });

  it('ticks tests into a bar with their count and total, kept over a reload', async () => {
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    expect(screen.queryByRole('region', { name: 'Tests chosen' })).not.toBeInTheDocument();
    tick('Lipid Profile');
    tick('Blood Sugar (Fasting)');
    const bar = screen.getByRole('region', { name: 'Tests chosen' });
    expect(within(bar).getByText('2 tests chosen')).toBeInTheDocument();
    expect(within(bar).getByText('₹550')).toBeInTheDocument();
    tick('Blood Sugar (Fasting)');
    expect(within(bar).getByText('1 test chosen')).toBeInTheDocument();

    unmount();
    renderPage();
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    expect(screen.getByRole('checkbox', { name: `Book Lipid Profile at ${LAB}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Book Blood Sugar (Fasting) at ${LAB}` })).not.toBeChecked();
  });

  it('books the tests for a day with home collection, keeps them for Find Order, and shows the codes', async () => {
    fakeApi.on('BookLabTests', () => ({ data: { bookLabTests: booked } }));
    renderPage();
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    tick('Lipid Profile');
    tick('Blood Sugar (Fasting)');
    fireEvent.click(screen.getByRole('button', { name: /Book/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Book lab tests' })).toBeInTheDocument();
    expect(screen.getByTestId('lab-total')).toHaveTextContent('₹550');
    const today = indiaToday();
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue(addDays(today, 1));
    expect(within(day).getAllByRole('option')).toHaveLength(31);
    expect(within(day).getAllByRole('option')[0].textContent).toMatch(/^Today, /);
    fireEvent.change(day, { target: { value: addDays(today, 3) } });
    const home = screen.getByRole('checkbox', { name: 'Collect the sample at home' });
    expect(home).toBeEnabled();
    fireEvent.click(home);

    // A slip is caught before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Book these tests' }));
    expect(await screen.findByText('Enter your address.')).toBeInTheDocument();
    expect(fakeApi.callsOf('BookLabTests')).toHaveLength(0);

    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Book these tests' }));
    expect(await screen.findByText('Your tests are booked.')).toBeInTheDocument();
    expect(fakeApi.callsOf('BookLabTests')[0].variables).toEqual({
      input: {
        idempotencyKey: 'test-key-00000001',
        customer: { name: 'Sabita Mondal', phone: '98320 12345', address: 'Kalitala, Ilambazar', landmark: null },
        labTestIds: ['t1', 't3'],
        preferredDate: addDays(today, 3),
        homeCollection: true,
      },
    });
    expect(screen.getByTestId('done-code')).toHaveTextContent('L4BT2Q');
    const list = screen.getByRole('list', { name: 'Your bookings, one for each lab' });
    expect(within(list).getByText(/Booking L4BT2Q-1/)).toBeInTheDocument();
    expect(within(list).getByText('₹550')).toBeInTheDocument();
    expect(screen.getByText('Sample collected at home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in Find Order' })).toHaveAttribute(
      'href',
      '/findOrder/9832012345?order=L4BT2Q-1',
    );

    expect(readMyOrders()[0]).toMatchObject({
      code: 'L4BT2Q-1',
      trackingToken: 'token-lab',
      labBooking: { preferredDate: addDays(today, 3), homeCollection: true },
    });
    expect(window.localStorage.getItem('haat.lab-selection')).toBeNull();
  });

  it('turns home collection off, saying why, while a chosen test must be given at the lab', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    tick('Lipid Profile');
    tick('Dengue NS1 Antigen');
    fireEvent.click(screen.getByRole('button', { name: /Book/ }));
    const home = await screen.findByRole('checkbox', { name: 'Collect the sample at home' });
    expect(home).toBeDisabled();
    expect(screen.getByText('Not for these tests: Dengue NS1 Antigen must be given at the lab.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Dengue NS1 Antigen' }));
    expect(screen.getByRole('checkbox', { name: 'Collect the sample at home' })).toBeEnabled();
    expect(screen.getByTestId('lab-total')).toHaveTextContent('₹500');
  });

  it('retries with the same key after no answer, and puts a refusal beside its test', async () => {
    fakeApi.on('BookLabTests', () => networkFailure());
    renderPage('/medical/labTest');
    await screen.findByRole('heading', { name: 'Lipid Profile' });
    tick('Lipid Profile');
    tick('Dengue NS1 Antigen');
    fireEvent.click(screen.getByRole('button', { name: /Book/ }));
    await screen.findByRole('heading', { level: 1, name: 'Book lab tests' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Book these tests' }));
    expect(await screen.findByText(/Could not reach Haat/)).toBeInTheDocument();

    fakeApi.on('BookLabTests', () =>
      graphQLError('BAD_USER_INPUT', { field: 'labTestIds.1' }, 'This test cannot be booked through Haat.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book these tests' }));
    expect(await screen.findByText('This test cannot be booked through Haat.')).toBeInTheDocument();
    expect(screen.getByText('Some tests need a change: see the tests marked above.')).toBeInTheDocument();
    const [first, second] = fakeApi.callsOf('BookLabTests');
    expect((second.variables.input as { idempotencyKey: string }).idempotencyKey).toBe(
      (first.variables.input as { idempotencyKey: string }).idempotencyKey,
    );
    const dengueLine = screen.getByRole('button', { name: 'Remove Dengue NS1 Antigen' }).closest('li')!;
    expect(within(dengueLine).getByText('This test cannot be booked through Haat.')).toBeInTheDocument();
  });

  it('shows a booking again from storage after a reload, and says so when this phone does not have it', () => {
    renderPage('/medical/labTest?booked=NOSUCH');
    expect(screen.getByText('This booking is not on this phone.')).toBeInTheDocument();
  });
});
