import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, graphQLError } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import { recordKinds } from './kinds';
import { RecordKindPage } from './record-kind-page';
import { inputOf, valuesOf } from './form-values';
import type { FieldSpec } from './record-kind';

function contact(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EmergencyContact',
    id: 'c-1',
    group: 'FIRE',
    name: 'Fire station, Bolpur',
    nameBn: null,
    phone: '+913463252101',
    altPhone: null,
    area: 'Bolpur',
    available24h: true,
    sortOrder: 0,
    ...overrides,
  };
}

function serveContacts(all: Array<ReturnType<typeof contact>>) {
  fakeApi.on('AdminEmergencyContacts', ({ variables }) => ({
    data: {
      adminEmergencyContacts: {
        __typename: 'EmergencyContactConnection',
        nodes: all.filter((c) => !variables.group || c.group === variables.group).map((c) => ({ ...c })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  }));
}

const emergency = recordKinds.find((entry) => entry.type === 'emergency')!;

function renderPage(path = '/admin/emergency') {
  return renderScreen('/admin/emergency', <RecordKindPage entry={emergency} />, path);
}

beforeEach(() => fakeApi.reset());

describe('a kind of record through the generic screen', () => {
  it('lists the records with their facts, and filters by a choice kept in the address', async () => {
    serveContacts([
      contact(),
      contact({ id: 'c-2', name: 'Thana, Ilambazar', group: 'POLICE', phone: '100', available24h: false, area: null }),
    ]);
    const router = renderPage();
    const card = await screen.findByRole('article', { name: 'Fire station, Bolpur' });
    expect(within(card).getByText('Fire')).toBeInTheDocument();
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    expect(fakeApi.callsOf('AdminEmergencyContacts')[0].variables).toEqual({ search: null, group: null, first: 20 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: 'POLICE' } });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Fire station, Bolpur' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Thana, Ilambazar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=POLICE');
  });

  it('adds a record, checking what it can before sending and putting the server’s refusals beside their fields', async () => {
    const all = [contact()];
    serveContacts(all);
    let tries = 0;
    fakeApi.on('CreateEmergencyContact', ({ variables }) => {
      tries += 1;
      if (tries === 1)
        return graphQLError(
          'BAD_USER_INPUT',
          { field: 'phone' },
          'Enter a phone number: 10 digits, a landline with its STD code, or a short number such as 100.',
        );
      const made = contact({ ...(variables.input as object), id: 'c-9' });
      all.push(made);
      return { data: { createEmergencyContact: made } };
    });
    renderPage();
    await screen.findByRole('article', { name: 'Fire station, Bolpur' });
    fireEvent.click(screen.getByRole('button', { name: 'New emergency number' }));
    const form = screen.getByRole('form', { name: 'New emergency number' });

    fireEvent.change(within(form).getByRole('textbox', { name: 'Place in its group' }), { target: { value: 'first' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    // The name and the phone are required; the place must be a number.
    expect(await within(form).findAllByText('Fill this in.')).toHaveLength(2);
    expect(within(form).getByText('Enter a whole number, such as 12.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Who answers' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Place in its group' })).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.callsOf('CreateEmergencyContact')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('combobox', { name: 'Group' }), { target: { value: 'AMBULANCE' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Who answers' }), {
      target: { value: 'Ambulance, Joydev' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Phone/ }), { target: { value: '12ab' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Place in its group' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Answers day and night' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(/Enter a phone number/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByRole('textbox', { name: /^Phone/ }), { target: { value: '102' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Ambulance, Joydev is added.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CreateEmergencyContact')[1].variables).toEqual({
      input: {
        group: 'AMBULANCE',
        name: 'Ambulance, Joydev',
        nameBn: null,
        nameHi: null,
        phone: '102',
        altPhone: null,
        area: null,
        areaBn: null,
        available24h: true,
        sortOrder: 2,
      },
    });
    expect(await screen.findByRole('article', { name: 'Ambulance, Joydev' })).toBeInTheDocument();
  });

  it('edits a record with its stored values filled in, and sends every field', async () => {
    const all = [contact()];
    serveContacts(all);
    fakeApi.on('UpdateEmergencyContact', ({ variables }) => ({
      data: { updateEmergencyContact: contact({ ...(variables.input as object), id: variables.id }) },
    }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Fire station, Bolpur' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const name = within(card).getByRole('textbox', { name: 'Who answers' });
    expect(name).toHaveValue('Fire station, Bolpur');
    expect(within(card).getByRole('checkbox', { name: 'Answers day and night' })).toBeChecked();
    fireEvent.change(name, { target: { value: 'Fire brigade, Bolpur' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fire brigade, Bolpur is saved.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateEmergencyContact')[0].variables).toEqual({
      id: 'c-1',
      input: {
        group: 'FIRE',
        name: 'Fire brigade, Bolpur',
        nameBn: null,
        nameHi: null,
        phone: '+913463252101',
        altPhone: null,
        area: 'Bolpur',
        areaBn: null,
        available24h: true,
        sortOrder: 0,
      },
    });
  });

  it('deletes only after asking, and shows a refusal in the server’s words', async () => {
    serveContacts([contact()]);
    fakeApi.on('DeleteEmergencyContact', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'id' },
        'Other records point to this emergency contact, so it cannot be deleted.',
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Fire station, Bolpur' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete…' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Delete Fire station, Bolpur?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Other records point to this emergency contact');
    expect(fakeApi.callsOf('DeleteEmergencyContact')[0].variables).toEqual({ id: 'c-1' });
  });
});

describe('form values', () => {
  const fields: Array<FieldSpec<Record<string, unknown>>> = [
    { name: 'feePaise', type: 'money', label: 'Fee', required: true },
    { name: 'days', type: 'weekdays', label: 'Days' },
    { name: 'from', type: 'time', label: 'From' },
    { name: 'note', type: 'text', label: 'Note' },
  ];

  it('shows paise as rupees and times without seconds, and sends them back as the API takes them', () => {
    const values = valuesOf(fields, { feePaise: 25050, days: [5, 1], from: '10:00:00', note: null });
    expect(values).toEqual({ feePaise: '250.50', days: [5, 1], from: '10:00', note: '' });
    expect(inputOf(fields, values)).toEqual({
      input: { feePaise: 25050, days: [1, 5], from: '10:00', note: null },
      problems: {},
    });
  });

  it('finds an amount that is not one before sending', () => {
    expect(inputOf(fields, { feePaise: '12.345', days: [], from: '', note: '' }).problems).toEqual({
      feePaise: 'money',
    });
    expect(inputOf(fields, { feePaise: '', days: [], from: '', note: '' }).problems).toEqual({ feePaise: 'required' });
  });
});
