import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { readMyOrders } from '../../../shared/storage/my-orders';
import { createPressKeys, type PressKeys } from '../../../shared/storage/press-keys';
import { fakeApi, graphQLError, networkFailure, type FakeCall } from '../../../test-support/fake-api';
import { readListDraft } from '../list-draft';
import { UploadError, type UploadOptions } from '../../../shared/upload/photo-upload';
import type { UploadPhoto } from '../use-prescription-photo';
import { ListOrderPage, type ListOrderPageLinks } from './list-order-page';

const MAA_TARA = 'b2e1d3cf-0000-4000-8000-00000000000a';
const JOYDEV = 'b2e1d3cf-0000-4000-8000-00000000000b';
const JANATA = 'b2e1d3cf-0000-4000-8000-00000000000c';

const shops = (nodes: Array<{ id: string; name: string; village: string; openNow: boolean }>) => ({
  data: {
    vendors: { __typename: 'VendorConnection', nodes: nodes.map((node) => ({ __typename: 'Vendor', ...node })) },
  },
});

const placed = (shopName: string | null) => ({
  data: {
    placeListOrder: {
      __typename: 'OrderPlaced',
      checkoutCode: 'F4RD0Q',
      trackingToken: 'token-list',
      orders: [
        { __typename: 'OrderReceipt', code: 'F4RD0Q-1', shopName, totalPaise: null, itemCount: 2, status: 'PLACED' },
      ],
    },
  },
});

const links: ListOrderPageLinks = {
  thankYou: '/thankYou',
  findOrder: '/findOrder',
  back: { to: '/grocery', titleKey: 'catalog.sections.GROCERY.title' },
};
const medicalLinks: ListOrderPageLinks = {
  thankYou: '/medical/thankYou',
  findOrder: '/findOrder',
  back: { to: '/medical', titleKey: 'medical.title' },
};

let keys: PressKeys;

beforeEach(() => {
  fakeApi.reset();
  let n = 0;
  keys = createPressKeys('haat.list-order-key', {
    storage: null,
    makeKey: () => `list-key-${String(++n).padStart(8, '0')}`,
  });
  fakeApi.on('ListOrderShops', (call) =>
    call.variables.category === 'PHARMACY'
      ? shops([{ id: JANATA, name: 'Janata Medical Hall', village: 'Supur', openNow: true }])
      : shops([
          { id: JOYDEV, name: 'Joydev Stores', village: 'Bolpur', openNow: false },
          { id: MAA_TARA, name: 'Maa Tara Bhandar', village: 'Supur', openNow: true },
        ]),
  );
});

function renderPage(path = '/grocery/fordo', upload?: UploadPhoto) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/grocery/fordo" element={<ListOrderPage section="GROCERY" links={links} keys={keys} />} />
          <Route
            path="/medical/order"
            element={<ListOrderPage section="PHARMACY" links={medicalLinks} keys={keys} upload={upload} />}
          />
          <Route path="/thankYou" element={<h1>Thank you page</h1>} />
          <Route path="/medical/thankYou" element={<h1>Medical thank you page</h1>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** Waits for the shops to be listed, as a customer would before choosing one. */
const shopsListed = (name: RegExp = /Maa Tara Bhandar/) => screen.findByRole('radio', { name });

const item = (n: number) => screen.getByRole('textbox', { name: `Item ${n}` });
const sendButton = (name = 'Send list') => screen.getByRole('button', { name });
const sentInput = (call: FakeCall) => call.variables.input as Record<string, unknown>;

function fillCustomer() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mitali Ghosh' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '97330 12345' } });
  fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: 'Pal para, Supur' } });
}

describe('a shopping list (fordo)', () => {
  it('is written a line an item, sent to the chosen shop, kept in the browser, and confirmed', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Grocery list (fordo)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grocery' })).toHaveAttribute('href', '/grocery');
    expect(screen.getAllByRole('textbox', { name: /^Item \d+$/ })).toHaveLength(3);

    fireEvent.change(item(1), { target: { value: '2 kg Gobindobhog rice' } });
    fireEvent.change(item(3), { target: { value: ' 1 litre  mustard oil ' } });
    // Enter moves down the list, and past the last line opens a new one.
    fireEvent.keyDown(item(1), { key: 'Enter' });
    expect(item(2)).toHaveFocus();
    fireEvent.keyDown(item(3), { key: 'Enter' });
    await waitFor(() => expect(item(4)).toHaveFocus());
    fireEvent.change(item(4), { target: { value: 'Tata salt 1 kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 4' }));
    expect(screen.queryByRole('textbox', { name: 'Item 4' })).not.toBeInTheDocument();

    const any = screen.getByRole('radio', { name: /Any grocery shop/ });
    expect(any).toBeChecked();
    const maaTara = await screen.findByRole('radio', { name: /Maa Tara Bhandar/ });
    expect(screen.getByRole('radio', { name: /Joydev Stores/ }).closest('label')).toHaveTextContent(
      'Bolpur · closed now',
    );
    fireEvent.click(maaTara);
    fireEvent.change(screen.getByLabelText('A note for the shop (if any)'), {
      target: { value: ' After 5 pm please ' },
    });
    fillCustomer();

    fakeApi.on('PlaceListOrder', () => placed('Maa Tara Bhandar'));
    fireEvent.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeInTheDocument();

    expect(sentInput(fakeApi.callsOf('PlaceListOrder')[0])).toEqual({
      idempotencyKey: 'list-key-00000001',
      customer: { name: 'Mitali Ghosh', phone: '97330 12345', address: 'Pal para, Supur', landmark: null },
      section: 'GROCERY',
      vendorId: MAA_TARA,
      lines: ['2 kg Gobindobhog rice', '1 litre mustard oil'],
      note: 'After 5 pm please',
      prescriptionFile: null,
    });
    expect(readMyOrders().map((o) => [o.code, o.trackingToken, o.shopName, o.totalPaise])).toEqual([
      ['F4RD0Q-1', 'token-list', 'Maa Tara Bhandar', null],
    ]);
    expect(readListDraft('GROCERY')).toBeNull();
    expect(window.localStorage.getItem('haat.order-contact')).toBe('97330 12345');
    expect(keys.forPress('next')).toBe('list-key-00000002');
  });

  it('keeps the list as it is typed, so a reload brings it back', async () => {
    const first = renderPage();
    await shopsListed();
    fireEvent.change(item(1), { target: { value: 'Masoor dal 1 kg' } });
    fireEvent.change(screen.getByLabelText('A note for the shop (if any)'), { target: { value: 'Ring the bell' } });
    first.unmount();
    renderPage();
    await shopsListed();
    expect(item(1)).toHaveValue('Masoor dal 1 kg');
    expect(screen.getByLabelText('A note for the shop (if any)')).toHaveValue('Ring the bell');
  });

  it('fills a box a line when a list is pasted from a chat', async () => {
    renderPage();
    await shopsListed();
    fireEvent.paste(item(1), { clipboardData: { getData: () => 'Rice 5 kg\nDal 1 kg\nSugar\nTea 250 g' } });
    expect(
      ['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6'].map(
        (name) => screen.getByRole<HTMLInputElement>('textbox', { name }).value,
      ),
    ).toEqual(['Rice 5 kg', 'Dal 1 kg', 'Sugar', 'Tea 250 g', '', '']);
  });

  it('checks the list and the details before sending anything', async () => {
    renderPage();
    await shopsListed();
    fireEvent.click(sendButton());
    expect(screen.getByText('Write at least one item on the list.')).toBeInTheDocument();
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(item(1)).toHaveFocus();

    fireEvent.change(item(2), { target: { value: 'x'.repeat(121) } });
    fillCustomer();
    fireEvent.change(screen.getByLabelText('A note for the shop (if any)'), { target: { value: 'n'.repeat(301) } });
    fireEvent.click(sendButton());
    expect(screen.getByText('Keep each line under 120 characters.')).toBeInTheDocument();
    expect(item(2)).toHaveAttribute('aria-invalid', 'true');
    expect(item(2)).toHaveFocus();
    expect(screen.getByText('Keep the note under 300 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
    expect(fakeApi.callsOf('PlaceListOrder')).toHaveLength(0);
  });

  it('retries a Send that got no answer with the same key, and a changed list with a new one', async () => {
    let answer = networkFailure();
    fakeApi.on('PlaceListOrder', () => answer);
    renderPage();
    fireEvent.change(item(1), { target: { value: 'Rice' } });
    fillCustomer();
    fireEvent.click(sendButton());
    expect(
      await screen.findByText(/Could not reach Haat\. Your list and details are kept\. Press Send list again/),
    ).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    fireEvent.click(sendButton());
    await waitFor(() => expect(fakeApi.callsOf('PlaceListOrder')).toHaveLength(2));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    fireEvent.change(item(2), { target: { value: 'Dal' } });
    answer = placed(null);
    fireEvent.click(sendButton());
    await screen.findByRole('heading', { name: 'Thank you page' });
    expect(fakeApi.callsOf('PlaceListOrder').map((call) => sentInput(call).idempotencyKey)).toEqual([
      'list-key-00000001',
      'list-key-00000001',
      'list-key-00000002',
    ]);
    // The shops were not chosen between: any shop.
    expect(sentInput(fakeApi.callsOf('PlaceListOrder')[2]).vendorId).toBeNull();
  });

  it("shows the server's refusal beside what it is about", async () => {
    fakeApi.on('PlaceListOrder', () =>
      graphQLError('BAD_USER_INPUT', {
        field: 'customer.phone',
        problems: [
          { field: 'customer.phone', message: 'Enter a 10-digit mobile number, such as 98765 43210.' },
          { field: 'vendorId', message: 'This shop does not take this kind of list.' },
        ],
      }),
    );
    renderPage();
    fireEvent.change(item(1), { target: { value: 'Rice' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Maa Tara Bhandar/ }));
    fillCustomer();
    fireEvent.click(sendButton());
    expect(await screen.findByText('This shop does not take this kind of list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Maa Tara Bhandar/ })).toHaveFocus());
    expect(screen.getByRole('radio', { name: /Maa Tara Bhandar/ })).toBeChecked();
  });

  it('says when the list may already have been sent with other details, and leads to Find Order', async () => {
    fakeApi.on('PlaceListOrder', () =>
      graphQLError('BAD_USER_INPUT', { field: 'idempotencyKey' }, 'Already placed with other details.'),
    );
    renderPage();
    fireEvent.change(item(1), { target: { value: 'Rice' } });
    fillCustomer();
    fireEvent.click(sendButton());
    expect(await screen.findByText(/This list may already have been sent with other details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your orders' })).toHaveAttribute('href', '/findOrder');
  });

  it('goes to any shop when the shops cannot be loaded', async () => {
    fakeApi.on('ListOrderShops', () => networkFailure());
    fakeApi.on('PlaceListOrder', () => placed(null));
    window.localStorage.setItem(
      'haat.list-draft',
      JSON.stringify({ GROCERY: { lines: ['Rice'], note: '', vendorId: MAA_TARA } }),
    );
    renderPage();
    expect(
      await screen.findByText(/Could not load the shops\. You can still send it to any shop\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Any grocery shop/ })).toBeChecked();
    fillCustomer();
    fireEvent.click(sendButton());
    await screen.findByRole('heading', { name: 'Thank you page' });
    expect(sentInput(fakeApi.callsOf('PlaceListOrder')[0])).toMatchObject({ vendorId: null, lines: ['Rice'] });
  });
});

/** A photo upload the test finishes by hand. */
function scriptedUpload() {
  const state: {
    progress?: (fraction: number) => void;
    finish?: (file: string) => void;
    fail?: (error: Error) => void;
  } = {};
  const upload = jest.fn(
    (_photo: Blob, _type: string, options?: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        state.progress = options?.onProgress;
        state.finish = resolve;
        state.fail = reject;
      }),
  );
  return { upload: upload as unknown as UploadPhoto & jest.Mock, state };
}

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'rx.jpg', { type: 'image/jpeg' });

describe('a medicine order', () => {
  it('may be a prescription photo alone: sent as soon as it is chosen, with its progress, then with the order', async () => {
    const { upload, state } = scriptedUpload();
    fakeApi.on('PlaceListOrder', () => placed('Janata Medical Hall'));
    renderPage('/medical/order', upload);
    expect(screen.getByRole('heading', { level: 1, name: 'Order medicines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medical' })).toHaveAttribute('href', '/medical');

    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(camera).toHaveAttribute('capture', 'environment');
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg()] } });
    expect(await screen.findByText('Sending the photo… 0%')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'image/jpeg', expect.anything());

    // Send waits for the photo.
    fillCustomer();
    fireEvent.click(sendButton('Send order'));
    expect(screen.getByText('Wait a moment: the photo is still being sent.')).toBeInTheDocument();
    expect(fakeApi.callsOf('PlaceListOrder')).toHaveLength(0);

    act(() => state.progress!(0.5));
    expect(screen.getByText('Sending the photo… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending the photo' })).toHaveAttribute('value', '50');
    await act(async () => state.finish!('3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg'));
    expect(screen.getByText('Photo added')).toBeInTheDocument();
    expect(screen.queryByText('Wait a moment: the photo is still being sent.')).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('radio', { name: /Janata Medical Hall/ }));
    fireEvent.click(sendButton('Send order'));
    expect(await screen.findByRole('heading', { name: 'Medical thank you page' })).toBeInTheDocument();
    expect(sentInput(fakeApi.callsOf('PlaceListOrder')[0])).toMatchObject({
      section: 'PHARMACY',
      vendorId: JANATA,
      lines: [],
      prescriptionFile: '3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
    });
  });

  it('takes more photos, up to five, and sends them all in order; a retried photo keeps its upload key', async () => {
    const { upload, state } = scriptedUpload();
    fakeApi.on('PlaceListOrder', () => placed('Janata Medical Hall'));
    renderPage('/medical/order', upload);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg()] } });
    await screen.findByText('Sending the photo… 0%');
    await act(async () => state.finish!('3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Add another photo (1 of 5)' }));
    expect(screen.getByRole('group', { name: 'Photo 2' })).toBeInTheDocument();
    fireEvent.change(within(screen.getByRole('group', { name: 'Photo 2' })).getByLabelText('Choose a photo'), {
      target: { files: [jpeg()] },
    });
    await screen.findByText('Sending the photo… 0%');
    // The connection drops; the retry carries the same key, so the server keeps the photo once.
    await act(async () => state.fail!(new UploadError({ kind: 'network' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the photo again' }));
    await screen.findByText('Sending the photo… 0%');
    const keys = upload.mock.calls
      .slice(1)
      .map((call) => ((call as unknown[])[2] as UploadOptions).headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(((upload.mock.calls[0] as unknown[])[2] as UploadOptions).headers?.['Idempotency-Key']).not.toBe(keys[0]);
    await act(async () => state.finish!('6ba7b810-9dad-41d1-80b4-00c04fd430c8.jpg'));

    fillCustomer();
    fireEvent.click(await screen.findByRole('radio', { name: /Janata Medical Hall/ }));
    fireEvent.click(sendButton('Send order'));
    expect(await screen.findByRole('heading', { name: 'Medical thank you page' })).toBeInTheDocument();
    expect(sentInput(fakeApi.callsOf('PlaceListOrder')[0])).toMatchObject({
      prescriptionFile: '3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
      prescriptionFiles: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg', '6ba7b810-9dad-41d1-80b4-00c04fd430c8.jpg'],
    });
  });

  it('needs medicines or a photo', async () => {
    renderPage('/medical/order');
    await shopsListed(/Janata Medical Hall/);
    fillCustomer();
    fireEvent.click(sendButton('Send order'));
    expect(screen.getByText('Write the medicines or add a photo of the prescription.')).toBeInTheDocument();
    expect(fakeApi.callsOf('PlaceListOrder')).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG or PNG, or is over 5 MB, without sending it', async () => {
    const { upload } = scriptedUpload();
    renderPage('/medical/order', upload);
    fireEvent.change(screen.getByLabelText('Choose a photo'), {
      target: { files: [new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText('This is not a JPEG or PNG photo. Please take a photo or choose another.'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(5 * 1024 * 1024)], 'big.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByLabelText('Take a photo'), { target: { files: [big] } });
    expect(await screen.findByText(/The photo is larger than 5 MB/)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's words when it refuses the photo, and offers to send again after a network failure", async () => {
    const { upload, state } = scriptedUpload();
    renderPage('/medical/order', upload);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg()] } });
    await screen.findByText('Sending the photo… 0%');
    await act(async () =>
      state.fail!(new UploadError({ kind: 'refused', message: 'Send the prescription as a JPEG or PNG photo.' })),
    );
    expect(screen.getByText('Send the prescription as a JPEG or PNG photo.')).toBeInTheDocument();
    // A refusal the server named is said in the catalog's words, not the server's.
    fireEvent.change(screen.getByLabelText('Choose another'), { target: { files: [jpeg()] } });
    await screen.findByText('Sending the photo… 0%');
    await act(async () =>
      state.fail!(
        new UploadError({ kind: 'refused', message: 'photo too large', code: 'BAD_USER_INPUT', reason: 'photoTooBig' }),
      ),
    );
    expect(
      screen.getByText('The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the photo again' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Choose another'), { target: { files: [jpeg()] } });
    await screen.findByText('Sending the photo… 0%');
    await act(async () => state.fail!(new UploadError({ kind: 'network' })));
    expect(screen.getByText('Could not send the photo. Check the connection and try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the photo again' }));
    await screen.findByText('Sending the photo… 0%');
    expect(upload).toHaveBeenCalledTimes(4);
    await act(async () => state.finish!('a.jpg'));
    expect(screen.getByText('Photo added')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText('Photo added')).not.toBeInTheDocument();
  });

  it('asks for the photo again when the server did not find it', async () => {
    const { upload, state } = scriptedUpload();
    fakeApi.on('PlaceListOrder', () =>
      graphQLError(
        'BAD_USER_INPUT',
        { field: 'prescriptionFile' },
        'The prescription photo did not arrive. Please add it again.',
      ),
    );
    renderPage('/medical/order', upload);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg()] } });
    await screen.findByText('Sending the photo… 0%');
    await act(async () => state.finish!('gone.jpg'));
    fillCustomer();
    fireEvent.click(sendButton('Send order'));
    const photo = screen.getByRole('group', { name: /Prescription photo/ });
    expect(
      await within(photo).findByText('The prescription photo did not arrive. Please add it again.'),
    ).toBeInTheDocument();
    expect(within(photo).queryByText('Photo added')).not.toBeInTheDocument();
  });
});
