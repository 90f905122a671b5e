import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignInForm, type SignInFormKind, type SignInValues } from './sign-in-form';

function rejectWith(code: string, extensions: Record<string, unknown> = {}) {
  return () =>
    Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code, ...extensions } }] }));
}

function renderForm(
  kind: SignInFormKind,
  onSubmit: (values: SignInValues) => Promise<unknown> = () => Promise.resolve(),
) {
  const submit = jest.fn(onSubmit);
  render(<SignInForm kind={kind} onSubmit={submit} />);
  return submit;
}

const phone = () => screen.getByLabelText('Mobile number');
const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('SignInForm for vendors and delivery staff', () => {
  it('asks for a mobile number with the phone keypad and the right autocomplete hints', () => {
    renderForm('vendor');
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAttribute('inputmode', 'tel');
    expect(phone()).toHaveAttribute('autocomplete', 'tel');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows what is missing beside each field and sends nothing', () => {
    const submit = renderForm('vendor');
    fireEvent.click(submitButton());
    expect(screen.getByText('Enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(/Enter your mobile number\./);
    expect(phone()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a number that is not a 10-digit mobile number', () => {
    const submit = renderForm('delivery');
    fill(phone(), '12345');
    fill(password(), 'secret');
    fireEvent.click(submitButton());
    expect(screen.getByText('Enter a 10-digit mobile number, like 98300 12345.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the number as typed and the password, and cannot be sent twice meanwhile', async () => {
    let finish: () => void = () => undefined;
    const submit = renderForm('vendor', () => new Promise<void>((resolve) => (finish = resolve)));
    fill(phone(), '98300 12345');
    fill(password(), 'correct horse');
    fireEvent.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ phone: '98300 12345', password: 'correct horse' });
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(submitButton()).toBeEnabled();
  });

  it('shows one generic message on INVALID_CREDENTIALS', async () => {
    renderForm('vendor', rejectWith('INVALID_CREDENTIALS'));
    fill(phone(), '9830012345');
    fill(password(), 'wrong password');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These sign-in details do not match an account. Please check them and try again.',
    );
  });

  it('says how long to wait on TOO_MANY_REQUESTS', async () => {
    renderForm('delivery', rejectWith('TOO_MANY_REQUESTS', { retryAfterSeconds: 840 }));
    fill(phone(), '9830012345');
    fill(password(), 'guess');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. For your safety, please wait 14 minutes and try again.',
    );
  });

  it("puts the server's BAD_USER_INPUT beside the field it names", async () => {
    renderForm('vendor', rejectWith('BAD_USER_INPUT', { field: 'phone' }));
    fill(phone(), '9830012345');
    fill(password(), 'whatever');
    fireEvent.click(submitButton());
    await waitFor(() => expect(phone()).toHaveAttribute('aria-invalid', 'true'));
    expect(phone()).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    renderForm('vendor', () => Promise.reject(new TypeError('Failed to fetch')));
    fill(phone(), '9830012345');
    fill(password(), 'whatever');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach Haat.');
  });

  it('shows and hides the password', () => {
    renderForm('vendor');
    const toggle = screen.getByRole('button', { name: 'Show the password' });
    fireEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide the password');
    fireEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('SignInForm for admins', () => {
  it('asks for an email address', () => {
    renderForm('admin');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'username');
  });

  it('checks the email address before sending', () => {
    const submit = renderForm('admin');
    fill(email(), 'not-an-email');
    fireEvent.click(submitButton());
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed email address', async () => {
    const submit = renderForm('admin');
    fill(email(), '  admin@haat.test ');
    fill(password(), 'pw');
    fireEvent.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ email: 'admin@haat.test', password: 'pw' });
    await act(async () => undefined);
  });

  it('shows the server message for the email field beside it', async () => {
    renderForm('admin', rejectWith('BAD_USER_INPUT', { field: 'email' }));
    fill(email(), 'a@b.co');
    fill(password(), 'pw');
    fireEvent.click(submitButton());
    await waitFor(() => expect(email()).toHaveAccessibleDescription(/valid email address/));
  });

  it('shows the generic message on INVALID_CREDENTIALS too', async () => {
    renderForm('admin', rejectWith('INVALID_CREDENTIALS'));
    fill(email(), 'admin@haat.test');
    fill(password(), 'nope');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('These sign-in details do not match an account.');
  });
});
