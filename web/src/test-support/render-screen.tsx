import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fakeApi } from './fake-api';

/**
 * A screen on its route, opened at `path` (the route with a query, say), over the scripted API.
 * Returns the router, so a test can read where the screen took the address.
 */
export function renderScreen(route: string, element: ReactElement, path: string = route) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <ApolloProvider client={fakeApi.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}
