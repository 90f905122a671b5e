import type { ParseKeys } from 'i18next';
import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from '../features/admin/paths';
import { authPaths } from '../features/auth/paths';
import { cartPaths } from '../features/cart/paths';
import { contactPaths } from '../features/contact/paths';
import { deliveryPaths } from '../features/delivery/paths';
import { educationPaths } from '../features/education/paths';
import { emergencyGroups, emergencyLinks, emergencyPaths } from '../features/emergency/paths';
import { feedPaths } from '../features/feeds/paths';
import { fordoPaths } from '../features/fordo/paths';
import { galleryPaths } from '../features/gallery/paths';
import { homePaths } from '../features/home/paths';
import { infoPaths } from '../features/info/paths';
import { medicalPaths } from '../features/medical/paths';
import { orderPaths } from '../features/orders/paths';
import { servicePaths } from '../features/services/paths';
import { shopPaths } from '../features/shop/paths';
import { transportPaths } from '../features/transport/paths';
import { vendorPaths } from '../features/vendor/paths';
import { PageSpinner } from '../shared/ui/spinner';
import { loadApolloBoundary } from './apollo-prefetch';
import { loadChunk } from './chunk-loader';
import { ErrorPage } from './error-page';
import { RootLayout } from './layout/root-layout';
import { homeLinks } from './home-links';

/** A page not built yet; its code (shared by all such pages) still loads on demand. */
function comingSoon(path: string, titleKey: ParseKeys): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderPage } = await loadChunk(() => import('./placeholder-page'));
      return { element: <PlaceholderPage titleKey={titleKey} /> };
    },
  };
}

const loadAccountPages = () => loadChunk(() => import('./account-pages'));

/** Pages that talk to the API, below the Apollo provider. New pages belong here. */
const dataPages: RouteObject[] = [
  comingSoon(contactPaths.contact, 'contact.title'),
  comingSoon(infoPaths.aboutUs, 'info.aboutUs'),

  comingSoon(medicalPaths.medical, 'medical.title'),
  comingSoon(medicalPaths.pharmacy, 'medical.pharmacy'),
  comingSoon(medicalPaths.common, 'medical.common'),
  comingSoon(medicalPaths.mediAssist, 'medical.mediAssist'),
  comingSoon(medicalPaths.doctor, 'medical.doctor'),
  comingSoon(medicalPaths.doctorDetails, 'medical.doctorDetails'),
  comingSoon(medicalPaths.doctorsBySpecialty, 'medical.doctorsBySpecialty'),
  comingSoon(medicalPaths.order, 'medical.order'),
  comingSoon(medicalPaths.labTest, 'medical.labTest'),
  comingSoon(medicalPaths.thankYou, 'medical.thankYou'),
  comingSoon(medicalPaths.appointment, 'medical.appointment'),

  {
    path: emergencyPaths.emergency,
    lazy: async () => {
      const { EmergencyPage } = await loadChunk(() => import('../features/emergency/views/emergency-page'));
      return { element: <EmergencyPage /> };
    },
  },
  ...emergencyGroups.map(
    ({ slug, group }): RouteObject => ({
      path: emergencyLinks.group(slug),
      lazy: async () => {
        const { EmergencyGroupPage } = await loadChunk(
          () => import('../features/emergency/views/emergency-group-page'),
        );
        return { element: <EmergencyGroupPage group={group} slug={slug} /> };
      },
    }),
  ),

  comingSoon(educationPaths.education, 'education.title'),
  comingSoon(educationPaths.teacher, 'education.teacher'),

  comingSoon(transportPaths.transport, 'transport.title'),
  comingSoon(transportPaths.toto, 'transport.toto'),
  comingSoon(transportPaths.car, 'transport.car'),
  comingSoon(transportPaths.bus, 'transport.bus'),
  comingSoon(transportPaths.busByDirection, 'transport.busByDirection'),

  comingSoon(shopPaths.grocery, 'shop.grocery'),
  comingSoon(fordoPaths.grocery, 'fordo.grocery'),
  comingSoon(shopPaths.bazaar, 'shop.bazaar'),
  comingSoon(fordoPaths.bazaar, 'fordo.bazaar'),
  comingSoon(shopPaths.food, 'shop.food'),
  comingSoon(shopPaths.onlineShop, 'shop.onlineShop'),
  comingSoon(shopPaths.buy, 'shop.buy'),

  comingSoon(cartPaths.cart, 'cart.title'),
  comingSoon(orderPaths.findOrder, 'orders.findOrder'),
  comingSoon(orderPaths.ordersForPhone, 'orders.ordersForPhone'),

  ...[deliveryPaths.delivery, deliveryPaths.screen].map(
    (path): RouteObject => ({
      path,
      lazy: async () => {
        const { DeliveryArea } = await loadAccountPages();
        return { element: <DeliveryArea /> };
      },
    }),
  ),

  comingSoon(servicePaths.services, 'services.title'),
  comingSoon(servicePaths.byType, 'services.byType'),

  comingSoon(feedPaths.byType, 'feeds.title'),
  comingSoon(infoPaths.comingSoon, 'info.comingSoon'),
  comingSoon(infoPaths.thankYou, 'info.thankYou'),

  ...[adminPaths.admin, adminPaths.byType].map(
    (path): RouteObject => ({
      path,
      lazy: async () => {
        const { AdminArea } = await loadAccountPages();
        return { element: <AdminArea /> };
      },
    }),
  ),
  {
    path: vendorPaths.byCategory,
    lazy: async () => {
      const { VendorArea } = await loadAccountPages();
      return { element: <VendorArea /> };
    },
  },
  comingSoon(galleryPaths.byName, 'gallery.title'),

  ...(
    [
      [authPaths.login, 'admin'],
      [vendorPaths.login, 'vendor'],
      [deliveryPaths.login, 'delivery'],
    ] as const
  ).map(
    ([path, kind]): RouteObject => ({
      path,
      lazy: async () => {
        const { AccountSignInPage } = await loadAccountPages();
        return { element: <AccountSignInPage key={kind} kind={kind} /> };
      },
    }),
  ),
  {
    path: authPaths.forgetPassword,
    lazy: async () => {
      const { ForgetPasswordPage } = await loadChunk(() => import('../features/auth/views/forget-password-page'));
      return { element: <ForgetPasswordPage /> };
    },
  },
  comingSoon(infoPaths.privacy, 'info.privacy'),
];

const pages: RouteObject[] = [
  {
    path: homePaths.home,
    lazy: async () => {
      const { HomePage } = await loadChunk(() => import('../features/home/views/home-page'));
      return { element: <HomePage links={homeLinks} /> };
    },
  },
  {
    id: 'api',
    lazy: async () => {
      const { ApolloBoundary } = await loadChunk(loadApolloBoundary);
      return { Component: ApolloBoundary };
    },
    children: dataPages,
  },
  { path: '*', element: <Navigate to={homePaths.home} replace /> },
];

/**
 * The whole route table. The layout stays put while pages load: the pathless route below it
 * shows the spinner on first load, and catches a page's errors without losing the top bar.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <ErrorPage />,
    children: [
      {
        id: 'pages',
        HydrateFallback: PageSpinner,
        errorElement: <ErrorPage />,
        children: pages,
      },
    ],
  },
];
