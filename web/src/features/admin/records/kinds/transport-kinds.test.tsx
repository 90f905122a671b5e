import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../../test-support/fake-api';
import { renderScreen } from '../../../../test-support/render-screen';
import { RecordKindPage } from '../record-kind-page';
import { recordKinds } from './index';

const kind = (type: string) => recordKinds.find((entry) => entry.type === type)!;
const page = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

const STANDS = [
  { __typename: 'TotoStand', id: 's-1', name: 'Ilambazar Bus Stand', village: 'Ilambazar' },
  { __typename: 'TotoStand', id: 's-2', name: 'Bolpur Station', village: 'Bolpur' },
];

const route = {
  __typename: 'BusRoute',
  id: 'r-1',
  name: 'Ilambazar – Bolpur',
  fromPlace: 'Ilambazar',
  toPlace: 'Bolpur',
  upSlug: 'ilambazar-to-bolpur',
  downSlug: 'bolpur-to-ilambazar',
};

const trip = {
  __typename: 'AdminBusTrip',
  id: 't-1',
  direction: 'DOWN',
  departsAt: '16:45',
  operator: 'SBSTC',
  busName: null,
  days: [1, 2, 3, 4, 5, 6],
  stops: ['16:45 Bolpur Bus Stand / বোলপুর বাসস্ট্যান্ড', '17:25 Ilambazar Bus Stand'],
  route,
};

beforeEach(() => fakeApi.reset());

describe('the transport kinds', () => {
  it("chooses a driver's stand among the stands, showing none until one is chosen, and filters the list by stand", async () => {
    fakeApi.on('AdminTotoStandChoices', () => ({
      data: { adminTotoStands: { __typename: 'TotoStandConnection', nodes: STANDS } },
    }));
    fakeApi.on('AdminTotoDrivers', () => ({
      data: { adminTotoDrivers: { __typename: 'TotoDriverConnection', nodes: [], pageInfo: page } },
    }));
    fakeApi.on('CreateTotoDriver', ({ variables }) => ({
      data: {
        createTotoDriver: {
          __typename: 'TotoDriver',
          id: 'd-1',
          ...(variables.input as object),
          stand: { __typename: 'TotoStand', id: 's-2', name: 'Bolpur Station' },
        },
      },
    }));
    const router = renderScreen(
      '/admin/toto-drivers',
      <RecordKindPage entry={kind('toto-drivers')} />,
      '/admin/toto-drivers',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New toto driver' }));
    const form = screen.getByRole('form', { name: 'New toto driver' });
    const stand = within(form).getByRole('combobox', { name: 'Stand' });
    expect(stand).toHaveValue('');
    expect(
      within(stand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(none)', 'Ilambazar Bus Stand, Ilambazar', 'Bolpur Station, Bolpur']);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Tapan Dolui' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Mobile/ }), { target: { value: '95470 31286' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Vehicle number/ }), {
      target: { value: 'WB 53 F 1204' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Fill this in.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CreateTotoDriver')).toHaveLength(0);

    fireEvent.change(stand, { target: { value: 's-2' } });
    // Once chosen, "(none)" is no longer offered: a driver always waits somewhere.
    expect(within(stand).getAllByRole('option')).toHaveLength(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Tapan Dolui is added.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CreateTotoDriver')[0].variables).toEqual({
      input: {
        standId: 's-2',
        name: 'Tapan Dolui',
        nameBn: null,
        nameHi: null,
        phone: '95470 31286',
        vehicleNumber: 'WB 53 F 1204',
        available: true,
      },
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Stand' }), { target: { value: 's-1' } });
    expect(router.state.location.search).toBe('?standId=s-1');
    await waitFor(() =>
      expect(fakeApi.callsOf('AdminTotoDrivers').at(-1)!.variables).toMatchObject({ standId: 's-1' }),
    );
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
  });

  it('edits a trip with its way, days and stops filled in, and sends the stops one a line', async () => {
    fakeApi.on('AdminBusWayChoices', () => ({
      data: { adminBusRoutes: { __typename: 'BusRouteConnection', nodes: [route] } },
    }));
    fakeApi.on('AdminBusTrips', () => ({
      data: { adminBusTrips: { __typename: 'AdminBusTripConnection', nodes: [trip], pageInfo: page } },
    }));
    fakeApi.on('UpdateBusTrip', ({ variables }) => ({
      data: { updateBusTrip: { ...trip, ...(variables.input as object), way: undefined } },
    }));
    renderScreen('/admin/bus-trips', <RecordKindPage entry={kind('bus-trips')} />, '/admin/bus-trips');
    const card = await screen.findByRole('article', { name: '16:45 · Bolpur → Ilambazar' });
    expect(within(card).getByText('Ilambazar – Bolpur')).toBeInTheDocument();
    expect(within(card).getByText('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday')).toBeInTheDocument();
    expect(within(card).getByText('2 stops')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(within(card).getByRole('combobox', { name: 'Route and way' })).toHaveValue('bolpur-to-ilambazar');
    const stops = within(card).getByRole('textbox', { name: /^Stops and times/ });
    expect(stops).toHaveValue('16:45 Bolpur Bus Stand / বোলপুর বাসস্ট্যান্ড\n17:25 Ilambazar Bus Stand');
    fireEvent.change(stops, {
      target: { value: '16:45 Bolpur Bus Stand\n\n 17:05 Supur \n17:25 Ilambazar Bus Stand' },
    });
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('16:45 · Bolpur → Ilambazar is saved.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateBusTrip')[0].variables).toEqual({
      id: 't-1',
      input: {
        way: 'bolpur-to-ilambazar',
        departsAt: '16:45',
        operator: 'SBSTC',
        busName: null,
        busNameBn: null,
        busNameHi: null,
        days: [0, 1, 2, 3, 4, 5, 6],
        stops: ['16:45 Bolpur Bus Stand', '17:05 Supur', '17:25 Ilambazar Bus Stand'],
      },
    });
  });

  it("names a trip's route, direction, time and days in its History as a person reads them", async () => {
    fakeApi.on('AdminBusWayChoices', () => ({
      data: { adminBusRoutes: { __typename: 'BusRouteConnection', nodes: [route] } },
    }));
    fakeApi.on('AdminBusTrips', () => ({
      data: { adminBusTrips: { __typename: 'AdminBusTripConnection', nodes: [trip], pageInfo: page } },
    }));
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: {
          __typename: 'AuditEntryConnection',
          nodes: [
            {
              __typename: 'AuditEntry',
              id: 'a-1',
              action: 'created',
              actorName: 'Mita',
              actorRole: 'ADMIN',
              at: '2026-11-20T05:00:00.000Z',
              before: null,
              after: {
                routeId: 'r-1',
                direction: 'DOWN',
                departsAt: '16:45:00',
                days: [1, 2],
                stops: ['16:45 Bolpur Bus Stand', '17:25 Ilambazar Bus Stand'],
              },
            },
          ],
          pageInfo: page,
        },
      },
    }));
    renderScreen('/admin/bus-trips', <RecordKindPage entry={kind('bus-trips')} />, '/admin/bus-trips');
    const card = await screen.findByRole('article', { name: '16:45 · Bolpur → Ilambazar' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const history = await within(card).findByRole('region', { name: 'History of 16:45 · Bolpur → Ilambazar' });
    const change = (label: string) =>
      within(history).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(await within(history).findByText('Route', { selector: 'dt' })).toBeInTheDocument();
    expect(change('Route')).toBe('Ilambazar – Bolpur');
    expect(change('Direction')).toBe("Back, from the route's end to its start");
    expect(change('Leaves at')).toBe('16:45');
    expect(change('Runs on')).toBe('Monday, Tuesday');
    expect(change('Stops and times')).toBe('16:45 Bolpur Bus Stand, 17:25 Ilambazar Bus Stand');
  });
});
