import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '../../../generated/graphql';
import { ForgetPasswordPage } from './forget-password-page';

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <ForgetPasswordPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const NEW_PASSWORD = 'mustard field 42';

describe('ForgetPasswordPage without a token: asking for a link', () => {
  it('sends the email address and says a link is on its way', async () => {
    renderAt('/forgetPassword', [
      {
        request: { query: RequestPasswordResetDocument, variables: { email: 'admin@haat.test' } },
        result: { data: { requestPasswordReset: true } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('autocomplete', 'email');
    fireEvent.change(email, { target: { value: 'admin@haat.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If an admin account uses admin@haat.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the address first', () => {
    renderAt('/forgetPassword', []);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    renderAt('/forgetPassword', [
      {
        request: { query: RequestPasswordResetDocument, variables: { email: 'admin@haat.test' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'admin@haat.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach Haat.');
  });
});

describe('ForgetPasswordPage with ?token=: choosing a new password', () => {
  const request = { query: ResetPasswordDocument, variables: { input: { token: 'tok-123', password: NEW_PASSWORD } } };

  function fillPasswords(password: string, confirm: string) {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('sets the new password, says so and links to /login', async () => {
    renderAt('/forgetPassword?token=tok-123', [{ request, result: { data: { resetPassword: true } } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    fillPasswords(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the length and that both passwords match before sending', () => {
    renderAt('/forgetPassword?token=tok-123', []);
    fillPasswords('short', 'short');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    fillPasswords(NEW_PASSWORD, 'something else');
    expect(screen.getByText('The two passwords are not the same. Please type them again.')).toBeInTheDocument();
  });

  it('shows a rejected password beside the field', async () => {
    renderAt('/forgetPassword?token=tok-123', [
      {
        request: { ...request, variables: { input: { token: 'tok-123', password: 'password123' } } },
        result: {
          errors: [new GraphQLError('too common', { extensions: { code: 'BAD_USER_INPUT', field: 'password' } })],
        },
      },
    ]);
    fillPasswords('password123', 'password123');
    expect(await screen.findByText(/This password cannot be used/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a new link when this one has expired', async () => {
    renderAt('/forgetPassword?token=tok-123', [
      {
        request,
        result: { errors: [new GraphQLError('expired', { extensions: { code: 'BAD_USER_INPUT', field: 'token' } })] },
      },
    ]);
    fillPasswords(NEW_PASSWORD, NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired or was already used. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgetPassword');
  });
});
