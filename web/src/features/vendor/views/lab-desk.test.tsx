import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { liveStatus } from '../../../shared/apollo/live-status';
import { setLanguage } from '../../../shared/i18n';
import type { SessionUser } from '../../../shared/session/session-state';
import { fetchLabReport, saveFile, uploadLabReport } from '../../../shared/upload/lab-report';
import { UploadError } from '../../../shared/upload/photo-upload';
import { fakeApi, vendorUser } from '../../../test-support/fake-api';
import { orderPage, staffOrder } from '../../../test-support/staff-orders';
import { VendorWorkspacePage } from './vendor-workspace-page';

// The report goes up and comes down over plain HTTP (shared/upload/lab-report.ts, tested on its own).
jest.mock('../../../shared/upload/lab-report', () => ({
  ...jest.requireActual<object>('../../../shared/upload/lab-report'),
  uploadLabReport: jest.fn(),
  fetchLabReport: jest.fn(),
  saveFile: jest.fn(),
}));

const lab = { ...vendorUser, vendorId: 'v-ilambazar-lab', vendorCategory: 'LAB' } as SessionUser;

function booking(overrides: Record<string, unknown> = {}) {
  return staffOrder({
    id: 'b-1',
    code: 'L4BT2Q-1',
    kind: 'LAB_TEST',
    totalPaise: 30000,
    itemCount: 2,
    customerName: 'Sabita Mondal',
    preferredDate: '2026-11-29',
    homeCollection: true,
    shop: {
      __typename: 'OrderShop',
      id: 'v-ilambazar-lab',
      name: 'Ilambazar Pathology & Diagnostic Centre',
      phone: '+919732011299',
    },
    lines: [
      {
        __typename: 'OrderLine',
        position: 1,
        productId: null,
        name: 'Complete Blood Count (CBC)',
        unit: null,
        quantity: 1,
        unitPricePaise: 25000,
        totalPaise: 25000,
        available: true,
      },
      {
        __typename: 'OrderLine',
        position: 2,
        productId: null,
        name: 'Blood Sugar (Fasting)',
        unit: null,
        quantity: 1,
        unitPricePaise: 5000,
        totalPaise: 5000,
        available: true,
      },
    ],
    ...overrides,
  });
}

const booked = booking();
const confirmed = booking({
  id: 'b-2',
  code: 'M7KC3P-1',
  status: 'CONFIRMED',
  nextStatuses: ['SAMPLE_COLLECTED', 'CANCELLED'],
});
const sampled = booking({
  id: 'b-3',
  code: 'N2DX8R-1',
  status: 'SAMPLE_COLLECTED',
  samplePlace: 'HOME',
  nextStatuses: ['REPORT_READY', 'CANCELLED'],
});
const ready = booking({
  id: 'b-4',
  code: 'P9HW4T-1',
  status: 'REPORT_READY',
  samplePlace: 'HOME',
  hasReport: true,
  nextStatuses: ['COMPLETED'],
});

function labBoard(lists: Partial<Record<'placed' | 'confirmed' | 'sampled' | 'reportReady', unknown[]>>) {
  return {
    data: {
      placed: orderPage(lists.placed ?? []),
      confirmed: orderPage(lists.confirmed ?? []),
      sampled: orderPage(lists.sampled ?? []),
      reportReady: orderPage(lists.reportReady ?? []),
    },
  };
}

function renderAt(path = '/vendor/lab') {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/vendor/:category" element={<VendorWorkspacePage user={lab} />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const chip = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Bookings by state' })).getByRole('button', { name });
const GROCERY_STEPS = [/^Pack/, /^Send out/, /Price this list/, /Picked up/, /Delivered/, /Cash/];

beforeEach(() => {
  fakeApi.reset();
  liveStatus.reset();
  jest.mocked(uploadLabReport).mockReset();
  jest.mocked(fetchLabReport).mockReset();
  jest.mocked(saveFile).mockReset();
  fakeApi.on('LabActiveOrders', () =>
    labBoard({ placed: [booked], confirmed: [confirmed], sampled: [sampled], reportReady: [ready] }),
  );
});
afterEach(() => setLanguage('en'));

describe("the lab's desk", () => {
  it("shows bookings on the lab's own path, with the day in words, and never the shop's steps", async () => {
    renderAt();
    const card = await screen.findByRole('article', { name: 'Booking L4BT2Q-1' });
    expect(
      ['New', 'Confirmed', 'Sample taken', 'Report ready', 'Done', 'Cancelled'].map(
        (state) => chip(new RegExp(`^${state}`)).textContent,
      ),
    ).toEqual(['New1', 'Confirmed1', 'Sample taken1', 'Report ready1', 'Done', 'Cancelled']);
    expect(within(card).getByText('Wanted on Sun, 29 Nov, 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/2026-11-29/)).not.toBeInTheDocument();
    expect(within(card).getByText('Sample to be collected at home')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel booking…' })).toBeInTheDocument();
    for (const step of GROCERY_STEPS)
      expect(within(card).queryByRole('button', { name: step })).not.toBeInTheDocument();
    // A lab keeps its bookings and its tests' prices; it sells no products.
    expect(screen.getByRole('link', { name: 'Tests & prices' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(fakeApi.callsOf('VendorActiveOrders')).toHaveLength(0);
  });

  it('says the day in Bengali on a Bengali phone', async () => {
    await setLanguage('bn');
    renderAt();
    const card = await screen.findByRole('article', { name: 'বুকিং L4BT2Q-1' });
    expect(within(card).getByText(/^চাই .*২৯ .*২০২৬ তারিখে$/)).toBeInTheDocument();
    expect(within(card).queryByText(/2026-11-29/)).not.toBeInTheDocument();
  });

  it('confirms a booking, then records where the sample was taken: at home first when asked for at home', async () => {
    const nowConfirmed = { ...booked, status: 'CONFIRMED', nextStatuses: ['SAMPLE_COLLECTED', 'CANCELLED'] };
    const nowSampled = {
      ...booked,
      status: 'SAMPLE_COLLECTED',
      samplePlace: 'LAB',
      nextStatuses: ['REPORT_READY', 'CANCELLED'],
    };
    // The server's lists as they are after each step: fetched again after it.
    let now: unknown = booked;
    fakeApi.on('LabActiveOrders', () =>
      labBoard({ [now === booked ? 'placed' : now === nowConfirmed ? 'confirmed' : 'sampled']: [now] }),
    );
    fakeApi.on('MoveOrder', () => ({ data: { updateOrderStatus: (now = nowConfirmed) } }));
    fakeApi.on('RecordLabSample', () => ({ data: { recordLabSample: (now = nowSampled) } }));
    renderAt();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Booking L4BT2Q-1' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Booking L4BT2Q-1 is now under “Confirmed”.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'b-1', status: 'CONFIRMED', reason: null },
    });

    fireEvent.click(chip(/^Confirmed/));
    const card = await screen.findByRole('article', { name: 'Booking L4BT2Q-1' });
    const buttons = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(0, 2)).toEqual(['Sample collected at home', 'Sample collected at lab']);
    for (const step of GROCERY_STEPS)
      expect(within(card).queryByRole('button', { name: step })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Sample collected at lab' }));
    expect(await screen.findByText('Booking L4BT2Q-1 is now under “Sample taken”.')).toBeInTheDocument();
    expect(fakeApi.callsOf('RecordLabSample')[0].variables).toEqual({ input: { orderId: 'b-1', place: 'LAB' } });
  });

  it('uploads the report once the sample is in, and says what was wrong with a file it cannot take', async () => {
    jest
      .mocked(uploadLabReport)
      .mockRejectedValueOnce(new UploadError({ kind: 'unfit', problem: 'type' }))
      .mockResolvedValueOnce(undefined);
    renderAt('/vendor/lab?state=SAMPLE_COLLECTED');
    const card = await screen.findByRole('article', { name: 'Booking N2DX8R-1' });
    expect(within(card).getByText('Sample collected at home')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload report' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    const word = new File(['not a report'], 'report.docx', { type: 'application/msword' });
    fireEvent.change(within(card).getByTestId('lab-report-input'), { target: { files: [word] } });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Choose a PDF, or a JPEG or PNG photo of the report.',
    );

    const before = fakeApi.callsOf('LabActiveOrders').length;
    const report = new File(['%PDF-1.4 …'], 'cbc.pdf', { type: 'application/pdf' });
    fireEvent.change(within(card).getByTestId('lab-report-input'), { target: { files: [report] } });
    expect(
      await screen.findByText('Report for N2DX8R-1 uploaded. The customer can download it now.'),
    ).toBeInTheDocument();
    expect(jest.mocked(uploadLabReport).mock.calls[1].slice(0, 2)).toEqual(['b-3', report]);
    await waitFor(() => expect(fakeApi.callsOf('LabActiveOrders').length).toBeGreaterThan(before));
  });

  it('with the report ready: see it, replace it, or mark the booking done', async () => {
    const report = { blob: new Blob(['%PDF-1.4']), name: 'haat-report-P9HW4T-1.pdf' };
    jest.mocked(fetchLabReport).mockResolvedValue(report);
    fakeApi.on('MoveOrder', () => ({
      data: { updateOrderStatus: { ...ready, status: 'COMPLETED', nextStatuses: [] } },
    }));
    renderAt('/vendor/lab?state=REPORT_READY');
    const card = await screen.findByRole('article', { name: 'Booking P9HW4T-1' });
    expect(within(card).getByRole('button', { name: 'Upload corrected report' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel booking…' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'See the report' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(report));
    expect(fetchLabReport).toHaveBeenCalledWith('b-4', 'signedIn');

    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Booking P9HW4T-1 is now under “Done”.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'b-4', status: 'COMPLETED', reason: null },
    });
  });

  it('cancels only with a reason the customer will see', async () => {
    fakeApi.on('MoveOrder', () => ({
      data: { updateOrderStatus: { ...sampled, status: 'CANCELLED', nextStatuses: [] } },
    }));
    renderAt('/vendor/lab?state=SAMPLE_COLLECTED');
    const card = await screen.findByRole('article', { name: 'Booking N2DX8R-1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking…' }));
    expect(within(card).getByText('Cancel booking N2DX8R-1? The customer will see the reason.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(within(card).getByText('Say why the booking is cancelled.')).toBeInTheDocument();
    expect(fakeApi.callsOf('MoveOrder')).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText('Reason'), { target: { value: 'The analyser is broken' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(fakeApi.callsOf('MoveOrder')).toHaveLength(1));
    expect(fakeApi.callsOf('MoveOrder')[0].variables).toEqual({
      input: { orderId: 'b-3', status: 'CANCELLED', reason: 'The analyser is broken' },
    });
  });
});

describe("the lab's tests and prices", () => {
  const cbc = {
    __typename: 'ShopLabTest',
    id: 't-cbc',
    name: 'Complete Blood Count (CBC)',
    nameBn: 'সিবিসি',
    pricePaise: 25000,
    sample: 'Blood',
    homeCollection: true,
    active: true,
  };
  const dengue = {
    __typename: 'ShopLabTest',
    id: 't-dengue',
    name: 'Dengue NS1 Antigen',
    nameBn: null,
    pricePaise: 60000,
    sample: 'Blood',
    homeCollection: false,
    active: false,
  };
  beforeEach(() => {
    fakeApi.on('ShopLabTests', () => ({
      data: {
        shopLabTests: {
          __typename: 'ShopLabTestConnection',
          nodes: [cbc, dengue],
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    }));
  });

  it("lists the lab's own tests with their prices and whether each takes bookings, and saves a new price", async () => {
    fakeApi.on('UpdateShopLabTest', ({ variables }) => ({
      data: { updateShopLabTest: { ...cbc, pricePaise: (variables.input as { pricePaise: number }).pricePaise } },
    }));
    renderAt('/vendor/lab?tab=tests');
    const row = await screen.findByRole('form', { name: 'Complete Blood Count (CBC)' });
    expect(within(row).getByText('Blood · Home collection')).toBeInTheDocument();
    expect(within(row).getByLabelText('Price in ₹')).toHaveValue('250');
    expect(within(row).getByRole('checkbox', { name: 'Taking bookings' })).toBeChecked();
    const off = screen.getByRole('form', { name: 'Dengue NS1 Antigen' });
    expect(within(off).getByRole('checkbox', { name: 'Taking bookings' })).not.toBeChecked();
    expect(within(off).getByText('Not taking bookings: customers do not see it.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled();

    fireEvent.change(within(row).getByLabelText('Price in ₹'), { target: { value: 'two hundred' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByText('Write the price in rupees, such as 250.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateShopLabTest')).toHaveLength(0);

    fireEvent.change(within(row).getByLabelText('Price in ₹'), { target: { value: '280.50' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Complete Blood Count (CBC) saved: ₹280.50.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateShopLabTest')[0].variables).toEqual({
      input: { id: 't-cbc', pricePaise: 28050, active: true },
    });
  });

  it('takes a test off bookings and back', async () => {
    fakeApi.on('UpdateShopLabTest', ({ variables }) => ({
      data: { updateShopLabTest: { ...dengue, active: (variables.input as { active: boolean }).active } },
    }));
    renderAt('/vendor/lab?tab=tests');
    const row = await screen.findByRole('form', { name: 'Dengue NS1 Antigen' });
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Taking bookings' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApi.callsOf('UpdateShopLabTest')).toHaveLength(1));
    expect(fakeApi.callsOf('UpdateShopLabTest')[0].variables).toEqual({
      input: { id: 't-dengue', pricePaise: 60000, active: true },
    });
  });
});
