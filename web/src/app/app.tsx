import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchApolloAfterFirstPage } from './apollo-prefetch';
import { followPendingNavigation } from './chunk-loader';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
prefetchApolloAfterFirstPage(router);
followPendingNavigation(() => {
  const to = router.state.navigation.location;
  return to ? `${to.pathname}${to.search}${to.hash}` : null;
});

export function App() {
  return <RouterProvider router={router} />;
}
