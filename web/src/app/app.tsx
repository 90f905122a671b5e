import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchApolloAfterFirstPage } from './apollo-prefetch';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
prefetchApolloAfterFirstPage(router);

export function App() {
  return <RouterProvider router={router} />;
}
