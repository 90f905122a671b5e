import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi, graphQLError, networkFailure } from '../../test-support/fake-api';
import { createOutbox, type Outbox } from '../offline/outbox';
import { createPressKeys, type PressKeys } from '../storage/press-keys';
import { HelpRequestForm } from './help-request-form';

let keys: PressKeys;
let outbox: Outbox;

beforeEach(() => {
  fakeApi.reset();
  let n = 0;
  keys = createPressKeys('haat.test-help-key', {
    storage: null,
    makeKey: () => `test-key-${String(++n).padStart(8, '0')}`,
  });
  outbox = createOutbox({ storage: null });
});

function renderForm(kind: 'MEDICAL_ASSISTANCE' | 'SERVICE' | 'CONTACT', serviceType?: string) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter>
        <HelpRequestForm kind={kind} serviceType={serviceType} keys={keys} outbox={outbox} />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** The browser says it has no network, for the length of `run`. */
async function offline(run: () => Promise<void>) {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await run();
  } finally {
    online.mockRestore();
  }
}

function fill(message: string) {
  fireEvent.change(screen.getByLabelText(/^What is needed\?|^What needs doing\?/), { target: { value: message } });
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Anjali Bagdi' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '97340 12345' } });
  fireEvent.change(screen.getByLabelText('Village (if you like)'), { target: { value: 'Supur' } });
}

describe('HelpRequestForm', () => {
  it('asks for medical assistance and shows the code, with a word that Haat will call back', async () => {
    fakeApi.on('RequestHelp', () => ({
      data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-K7M2QX', status: 'NEW' } },
    }));
    renderForm('MEDICAL_ASSISTANCE');
    fill('Ambulance to Bolpur tomorrow at 8 am');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Your request is sent.')).toBeInTheDocument();
    expect(screen.getByTestId('done-code')).toHaveTextContent('HR-K7M2QX');
    expect(screen.getByText('Someone from Haat will call you back on +91 97340 12345 soon.')).toBeInTheDocument();
    expect(fakeApi.callsOf('RequestHelp')[0].variables).toEqual({
      input: {
        idempotencyKey: 'test-key-00000001',
        kind: 'MEDICAL_ASSISTANCE',
        serviceType: null,
        name: 'Anjali Bagdi',
        phone: '97340 12345',
        village: 'Supur',
        message: 'Ambulance to Bolpur tomorrow at 8 am',
      },
    });

    // Another request starts afresh, with who asked kept and a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('What is needed?')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveValue('Anjali Bagdi');
  });

  it('sends a message from the contact page, in its own words', async () => {
    fakeApi.on('RequestHelp', () => ({
      data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-C0NT4C', status: 'NEW' } },
    }));
    renderForm('CONTACT');
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Please list the Sunday haat at Supur' },
    });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Anjali Bagdi' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '97340 12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByTestId('done-code')).toHaveTextContent('HR-C0NT4C');
    expect(fakeApi.callsOf('RequestHelp')[0].variables).toMatchObject({
      input: { kind: 'CONTACT', serviceType: null, message: 'Please list the Sunday haat at Supur' },
    });
  });

  it('asks for a service of the page it is on', async () => {
    fakeApi.on('RequestHelp', () => ({
      data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-P3RT9W', status: 'NEW' } },
    }));
    renderForm('SERVICE', 'electrician');
    expect(screen.getByText(/the ceiling fan does not turn/)).toBeInTheDocument();
    fill('Fan not working');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByTestId('done-code')).toHaveTextContent('HR-P3RT9W');
    expect(fakeApi.callsOf('RequestHelp')[0].variables.input).toMatchObject({
      kind: 'SERVICE',
      serviceType: 'electrician',
    });
  });

  it('catches slips before sending, and puts the server’s refusal beside its field', async () => {
    renderForm('MEDICAL_ASSISTANCE');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByText('Say what you need.')).toBeInTheDocument();
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText('What is needed?')).toHaveFocus();
    expect(fakeApi.calls).toHaveLength(0);

    fakeApi.on('RequestHelp', () =>
      graphQLError('BAD_USER_INPUT', { field: 'phone' }, 'Enter a 10-digit mobile number, such as 98765 43210.'),
    );
    fill('Blood, O+');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Enter a 10-digit mobile number, such as 98765 43210.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('keeps what was written and the key when no answer came, so a retry is sent once', async () => {
    fakeApi.on('RequestHelp', () => networkFailure());
    renderForm('MEDICAL_ASSISTANCE');
    fill('Bed at Bolpur hospital');
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Could not reach Haat/)).toBeInTheDocument();
    expect(screen.getByLabelText('What is needed?')).toHaveValue('Bed at Bolpur hospital');
    fakeApi.on('RequestHelp', () => ({
      data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-K7M2QX', status: 'NEW' } },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByTestId('done-code')).toHaveTextContent('HR-K7M2QX');
    const [first, second] = fakeApi
      .callsOf('RequestHelp')
      .map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });

  it('keeps a request sent with no network in the outbox with its key, and shows its code once it is sent', async () => {
    fakeApi.on('RequestHelp', () => networkFailure());
    await offline(async () => {
      renderForm('MEDICAL_ASSISTANCE');
      fill('Ambulance to Bolpur tomorrow at 8 am');
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
      expect(await screen.findByText(/will be sent when you are online/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send the request' })).toBeNull();
    });
    const [kept] = outbox.getSnapshot().waiting;
    expect(kept).toMatchObject({ key: 'test-key-00000001', kind: 'help-request', tag: 'MEDICAL_ASSISTANCE' });
    expect(kept.variables).toEqual(fakeApi.callsOf('RequestHelp')[0].variables);
    // The next request is another one, with a key of its own.
    expect(keys.forPress('another request')).toBe('test-key-00000002');

    act(() => outbox.finish(kept.key, { code: 'HR-K7M2QX' }));
    expect(await screen.findByTestId('done-code')).toHaveTextContent('HR-K7M2QX');
    expect(screen.getByText('Someone from Haat will call you back on +91 97340 12345 soon.')).toBeInTheDocument();
    // The form took the answer: the app banner has nothing left to say about it.
    expect(outbox.getSnapshot().notices).toEqual([]);
  });

  it('shows why a request kept offline was refused, with what was written still there', async () => {
    fakeApi.on('RequestHelp', () => networkFailure());
    await offline(async () => {
      renderForm('MEDICAL_ASSISTANCE');
      fill('Blood, O+');
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
      await screen.findByText(/will be sent when you are online/);
    });
    // Said by the server's name for the refusal, in the catalog's words.
    act(() =>
      outbox.finish('test-key-00000001', {
        refused: 'server words',
        refusal: { code: 'BAD_USER_INPUT', reason: 'serviceUnknown' },
      }),
    );
    expect(await screen.findByText('Choose one of the services listed.')).toBeInTheDocument();
    expect(screen.getByLabelText('What is needed?')).toHaveValue('Blood, O+');
  });

  it('leaves another page’s waiting request, and its answer, to that page', async () => {
    outbox.add({
      key: 'other-key-000000000001',
      kind: 'help-request',
      tag: 'SERVICE:plumber',
      variables: { input: {} },
      queuedAt: '2026-11-26T10:00:00.000Z',
    });
    renderForm('MEDICAL_ASSISTANCE');
    expect(screen.getByRole('button', { name: 'Send the request' })).toBeInTheDocument();
    act(() => outbox.finish('other-key-000000000001', { code: 'HR-PLUMB1' }));
    expect(screen.queryByTestId('done-code')).toBeNull();
    expect(outbox.getSnapshot().notices).toEqual([
      expect.objectContaining({ code: 'HR-PLUMB1', tag: 'SERVICE:plumber' }),
    ]);
  });

  it('keeps what was typed across a reload, for its own page only, until the request is sent', async () => {
    const first = renderForm('SERVICE', 'electrician');
    fill('Fan not working');
    first.unmount();

    // Reloaded: the same page's form has it all back; another page's form does not.
    const other = renderForm('SERVICE', 'plumber');
    expect(screen.getByLabelText('What needs doing?')).toHaveValue('');
    other.unmount();
    renderForm('SERVICE', 'electrician');
    expect(screen.getByLabelText('What needs doing?')).toHaveValue('Fan not working');
    expect(screen.getByLabelText('Your name')).toHaveValue('Anjali Bagdi');
    expect(screen.getByLabelText('Village (if you like)')).toHaveValue('Supur');

    fakeApi.on('RequestHelp', () => ({
      data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-P3RT9W', status: 'NEW' } },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByTestId('done-code')).toHaveTextContent('HR-P3RT9W');
    expect(window.localStorage.getItem('haat.help-request-draft')).toBe('{}');
  });
});
