import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fordoPaths } from '../features/fordo/paths';
import { medicalPaths } from '../features/medical/paths';
import { catalogPaths, listPaths } from '../features/shop/paths';
import { FIRST_PAGES } from './first-pages';
import { appRoutes } from './routes';

/** Section 2 of the seed: every screen the original product had, with {param} as :param. */
const seedRoutes = [
  '/',
  '/contact',
  '/aboutUs',
  '/medical',
  '/medical/pharmacy',
  '/medical/common/:type',
  '/medical/mediAssist',
  '/medical/doctor',
  '/medical/doctorDetails',
  '/medical/doctor/doctorDetails/:spec',
  '/medical/order',
  '/medical/labTest',
  '/medical/thankYou',
  '/medical/appointment',
  '/emergency',
  '/emergency/police',
  '/emergency/fire',
  '/emergency/ambulance',
  '/emergency/transport',
  '/emergency/hospital',
  '/emergency/wbsedcl',
  '/education',
  '/education/teacher',
  '/transport',
  '/transport/toto',
  '/transport/car',
  '/transport/bus',
  '/transport/bus/:direction',
  '/grocery',
  '/grocery/fordo',
  '/bazaar',
  '/bazaar/fordo',
  '/food',
  '/onlineShop',
  '/buy/:product',
  '/cart',
  '/findOrder',
  '/findOrder/:phone',
  // Added since: an order opened from a shared link (the token after the #).
  '/track/:code',
  '/delivery',
  '/delivery/screen',
  '/service',
  '/service/:type',
  '/feeds/:type',
  '/comingSoon',
  '/thankYou',
  '/admin',
  '/admin/:type',
  '/vendor/:category',
  '/gallery/:name',
  '/login',
  '/vendorLogin',
  '/deliveryLogin',
  '/forgetPassword',
  '/privacy',
  // Added since: anyone signed in changes their own password here.
  '/account/password',
];

function leafRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

const pages = leafRoutes(appRoutes).filter((route) => route.path !== '*');

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route table', () => {
  it('has every route of the seed, and no other', () => {
    const paths = pages.map((route) => route.path);
    expect([...paths].sort()).toEqual([...seedRoutes].sort());
  });

  it('has the addresses the catalogs write out for other sections', () => {
    expect(listPaths).toEqual({ GROCERY: fordoPaths.grocery, BAZAAR: fordoPaths.bazaar, PHARMACY: medicalPaths.order });
    expect(catalogPaths.PHARMACY).toBe(medicalPaths.pharmacy);
  });

  it('names, for each page index.html fetches ahead, the module its route loads', () => {
    for (const { path, module } of FIRST_PAGES) {
      const matched = matchRoutes(appRoutes, path) ?? [];
      const page = matched[matched.length - 1]?.route;
      expect(page?.path).toBe(path);
      // The route's loader names its module (an import() the test build turns into a require).
      expect((page?.lazy as (() => unknown) | undefined)?.toString()).toContain(
        module.replace(/^src\//, '').replace(/\.tsx$/, ''),
      );
    }
  });

  it('loads every page on demand', () => {
    for (const route of pages) expect(typeof route.lazy).toBe('function');
  });

  it('sends unknown paths to /', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /one tap away/i })).toBeInTheDocument();
  });

  it('shows the spinner in the layout while a page loads, then the page', async () => {
    renderAt('/medical/appointment');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book an appointment' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('links the home tiles to the sections', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /one tap away/i });
    const main = screen.getByRole('main');
    const hrefs = Array.from(main.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/medical',
      '/emergency',
      '/education',
      '/transport',
      '/grocery',
      '/bazaar',
      '/food',
      '/onlineShop',
      '/service',
      '/feeds/news',
    ]);
  });

  it('scrolls to the top and clears a leftover modal backdrop on every navigation', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /one tap away/i });
    const backdrop = document.createElement('div');
    backdrop.className = 'modal-backdrop fade show';
    document.body.appendChild(backdrop);
    document.body.classList.add('modal-open');
    (window.scrollTo as jest.Mock).mockClear();

    await act(() => router.navigate('/emergency'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency' })).toBeInTheDocument();
    expect(document.querySelector('.modal-backdrop')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
