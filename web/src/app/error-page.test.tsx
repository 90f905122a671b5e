import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorPage } from './error-page';

function Boom(): never {
  throw new Error('The shop list could not be read');
}

describe('ErrorPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the router log caught errors; the page is what is under test here.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its title and the status of a route error response', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <ErrorPage /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message of a thrown error but never its stack', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The shop list could not be read')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/at Boom|\.tsx:\d+/);
    expect(consoleError).toHaveBeenCalled();
  });
});
