import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../../shared/i18n';
import '../../../shared/i18n/orders';
import { fetchLabReport, ReportFetchError, saveFile } from '../../../shared/upload/lab-report';
import { LabBookingDetails } from './lab-booking-details';

jest.mock('../../../shared/upload/lab-report', () => ({
  ...jest.requireActual<object>('../../../shared/upload/lab-report'),
  fetchLabReport: jest.fn(),
  saveFile: jest.fn(),
}));

function booking(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'b-1',
    code: 'L4BT2Q-1',
    kind: 'LAB_TEST',
    status: 'PLACED',
    preferredDate: '2026-11-29',
    homeCollection: true,
    samplePlace: null,
    hasReport: false,
    deliveryPerson: null,
    ...overrides,
  } as unknown as Parameters<typeof LabBookingDetails>[0]['order'];
}

const steps = () => within(screen.getByRole('list', { name: 'Steps of the booking' })).getAllByRole('listitem');

beforeEach(() => {
  jest.mocked(fetchLabReport).mockReset();
  jest.mocked(saveFile).mockReset();
});
afterEach(() => setLanguage('en'));

describe("a lab booking on the customer's tracking page", () => {
  it('shows the day in words and the steps, those done ticked and where it stands marked', () => {
    render(<LabBookingDetails order={booking({ status: 'CONFIRMED' })} trackingToken="token-1" />);
    expect(screen.getByText('Day: Sun, 29 Nov, 2026')).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual([
      '✓Booked',
      '✓Confirmed by the lab',
      '3Sample collected',
      '4Report ready',
      '5Done',
    ]);
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Download report' })).not.toBeInTheDocument();
  });

  it('says where the sample was taken, and that the report will come', () => {
    render(
      <LabBookingDetails order={booking({ status: 'SAMPLE_COLLECTED', samplePlace: 'LAB' })} trackingToken="token-1" />,
    );
    expect(steps()[2]).toHaveTextContent('Sample collected at the lab');
    expect(screen.getByText('The lab will put the report here when it is ready.')).toBeInTheDocument();
  });

  it('downloads the report once ready, with the tracking token', async () => {
    const report = { blob: new Blob(['%PDF-1.4']), name: 'haat-report-L4BT2Q-1.pdf' };
    jest.mocked(fetchLabReport).mockResolvedValue(report);
    render(
      <LabBookingDetails
        order={booking({ status: 'REPORT_READY', samplePlace: 'HOME', hasReport: true })}
        trackingToken="token-1"
      />,
    );
    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(report));
    expect(fetchLabReport).toHaveBeenCalledWith('b-1', { trackingToken: 'token-1' });
  });

  it('says so when the report cannot be had, and every step done once the booking is', async () => {
    jest.mocked(fetchLabReport).mockRejectedValue(new ReportFetchError('network'));
    render(
      <LabBookingDetails
        order={booking({ status: 'COMPLETED', samplePlace: 'HOME', hasReport: true })}
        trackingToken="token-1"
      />,
    );
    expect(steps().every((step) => step.textContent.startsWith('✓'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));
    expect(
      await screen.findByText('The report did not download. Check the connection and try again.'),
    ).toBeInTheDocument();
  });

  it('leaves the steps out of a cancelled booking', () => {
    render(<LabBookingDetails order={booking({ status: 'CANCELLED' })} trackingToken="token-1" />);
    expect(screen.queryByRole('list', { name: 'Steps of the booking' })).not.toBeInTheDocument();
  });

  it('speaks Bengali, the day too', async () => {
    await setLanguage('bn');
    render(
      <LabBookingDetails
        order={booking({ status: 'REPORT_READY', samplePlace: 'HOME', hasReport: true })}
        trackingToken="token-1"
      />,
    );
    expect(screen.getByRole('button', { name: 'রিপোর্ট ডাউনলোড করুন' })).toBeInTheDocument();
    expect(screen.getByText(/২৯/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-29/)).not.toBeInTheDocument();
  });
});
