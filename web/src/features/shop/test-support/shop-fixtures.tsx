import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fakeApi } from '../../../test-support/fake-api';

/** Shows the address the page ended up at, so a test can read the search kept in it. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` under the route `pattern`, talking to the scripted API. */
export function renderRoute(path: string, pattern: string, element: ReactElement) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

export const maaTara = {
  __typename: 'Vendor',
  id: 'a1f0c2de-0000-4000-8000-000000000001',
  name: 'Maa Tara Bhandar',
  nameBn: 'মা তারা ভাণ্ডার',
  village: 'Ilambazar',
  openNow: true,
  nextOpensAt: null,
  takesLaterOrders: false,
};

export function product(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: 'b2e1d3cf-0000-4000-8000-000000000001',
    section: 'GROCERY',
    name: 'Miniket Rice',
    nameBn: 'মিনিকেট চাল',
    unit: '1 kg',
    pricePaise: 5800,
    mrpPaise: 6200,
    stock: 120,
    available: true,
    imageUrl: null,
    vendor: maaTara,
    ...overrides,
  };
}

export function connection(nodes: unknown[], endCursor: string | null = null, hasNextPage = false) {
  return { __typename: 'ProductConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage } };
}
