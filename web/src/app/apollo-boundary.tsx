import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { getApolloClient } from '../shared/apollo/client';

/**
 * Gives the pages below it the GraphQL client. It is a lazily loaded layout route rather than a
 * provider around the whole app so that the home page, the first thing a phone on 2G opens,
 * does not wait for Apollo's code; it is fetched in the background once home is shown.
 */
export function ApolloBoundary() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
