import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from '../features/admin/paths';
import { authPaths } from '../features/auth/paths';
import { cartPaths } from '../features/cart/paths';
import type { CartPageLinks } from '../features/cart/views/cart-page';
import { deliveryPaths } from '../features/delivery/paths';
import { educationPaths } from '../features/education/paths';
import { emergencyGroups, emergencyLinks, emergencyPaths } from '../features/emergency/paths';
import { feedPaths } from '../features/feeds/paths';
import { fordoPaths } from '../features/fordo/paths';
import { galleryPaths } from '../features/gallery/paths';
import { homePaths } from '../features/home/paths';
import { infoPaths } from '../features/info/paths';
import { medicalPaths } from '../features/medical/paths';
import type { LabBookingLinks } from '../features/medical/views/lab-booking-form';
import { orderLinks, orderPaths } from '../features/orders/paths';
import { servicePaths } from '../features/services/paths';
import { shopPaths } from '../features/shop/paths';
import type { ProductSection } from '../generated/graphql';
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

/** A page of words kept in the API (about, privacy, contact), by its slug. */
function infoPage(path: string, slug: string, titleKey: ParseKeys): RouteObject {
  return {
    path,
    lazy: async () => {
      const { InfoPage } = await loadChunk(() => import('../features/info/views/info-page'));
      return { element: <InfoPage key={slug} slug={slug} titleKey={titleKey} /> };
    },
  };
}

/** A vendor catalog; the pharmacy's sits in the medical section and leads back to it. */
function catalogPage(path: string, section: ProductSection, back?: { to: string; titleKey: ParseKeys }): RouteObject {
  return {
    path,
    lazy: async () => {
      const { CatalogPage } = await loadChunk(() => import('../features/shop/views/catalog-page'));
      return {
        Component: function Catalog() {
          const { t } = useTranslation();
          return (
            <CatalogPage
              key={section}
              section={section}
              back={back && { to: back.to, label: t(back.titleKey) }}
              cartLink={cartPaths.cart}
            />
          );
        },
      };
    },
  };
}

const loadAccountPages = () => loadChunk(() => import('./account-pages'));

/** Where the cart leads: the catalogs when it is empty, the confirmation, Find Order. */
const cartPageLinks: CartPageLinks = {
  catalogs: [
    { to: shopPaths.grocery, titleKey: 'catalog.sections.GROCERY.title' },
    { to: shopPaths.bazaar, titleKey: 'catalog.sections.BAZAAR.title' },
    { to: shopPaths.food, titleKey: 'catalog.sections.FOOD.title' },
    { to: shopPaths.onlineShop, titleKey: 'catalog.sections.SHOP.title' },
    { to: medicalPaths.pharmacy, titleKey: 'catalog.sections.PHARMACY.title' },
  ],
  thankYou: orderPaths.thankYou,
  findOrder: orderPaths.findOrder,
};

/** Where a lab booking leads: the bookings are orders, followed in Find Order. */
const labBookingLinks: LabBookingLinks = {
  findOrder: orderPaths.findOrder,
  trackOrder: orderLinks.order,
};

/** Pages that talk to the API, below the Apollo provider. New pages belong here. */
const dataPages: RouteObject[] = [
  {
    path: infoPaths.contact,
    lazy: async () => {
      const { ContactPage } = await loadChunk(() => import('../features/info/views/contact-page'));
      return { element: <ContactPage /> };
    },
  },
  infoPage(infoPaths.aboutUs, 'about', 'info.aboutUs'),

  {
    path: medicalPaths.medical,
    lazy: async () => {
      const { MedicalPage } = await loadChunk(() => import('../features/medical/views/medical-page'));
      return { element: <MedicalPage /> };
    },
  },
  catalogPage(medicalPaths.pharmacy, 'PHARMACY', { to: medicalPaths.medical, titleKey: 'medical.title' }),
  {
    path: medicalPaths.common,
    lazy: async () => {
      const { MedicalPlacesPage } = await loadChunk(() => import('../features/medical/views/medical-places-page'));
      return { element: <MedicalPlacesPage /> };
    },
  },
  {
    path: medicalPaths.mediAssist,
    lazy: async () => {
      const { MediAssistPage } = await loadChunk(() => import('../features/medical/views/medi-assist-page'));
      return { element: <MediAssistPage emergencyLink={emergencyPaths.emergency} /> };
    },
  },
  {
    path: medicalPaths.doctor,
    lazy: async () => {
      const { DoctorsPage } = await loadChunk(() => import('../features/medical/views/doctors-page'));
      return { element: <DoctorsPage /> };
    },
  },
  {
    path: medicalPaths.doctorDetails,
    lazy: async () => {
      const { DoctorDetailsPage } = await loadChunk(() => import('../features/medical/views/doctor-details-page'));
      return { element: <DoctorDetailsPage /> };
    },
  },
  {
    path: medicalPaths.doctorsBySpecialty,
    lazy: async () => {
      const { DoctorsBySpecialtyPage } = await loadChunk(
        () => import('../features/medical/views/doctors-by-specialty-page'),
      );
      return { element: <DoctorsBySpecialtyPage /> };
    },
  },
  {
    path: medicalPaths.order,
    lazy: async () => {
      const { ListOrderPage } = await loadChunk(() => import('../features/fordo/views/list-order-page'));
      const links = {
        thankYou: medicalPaths.thankYou,
        findOrder: orderPaths.findOrder,
        back: { to: medicalPaths.medical, titleKey: 'medical.title' as const },
      };
      return { element: <ListOrderPage key="PHARMACY" section="PHARMACY" links={links} /> };
    },
  },
  {
    path: medicalPaths.labTest,
    lazy: async () => {
      const { LabTestsPage } = await loadChunk(() => import('../features/medical/views/lab-tests-page'));
      return { element: <LabTestsPage links={labBookingLinks} /> };
    },
  },
  {
    path: medicalPaths.thankYou,
    lazy: async () => {
      const { ThankYouPage } = await loadChunk(() => import('../features/orders/views/thank-you-page'));
      const continueLink = { to: medicalPaths.medical, titleKey: 'medical.hub.back' as const };
      return {
        element: (
          <ThankYouPage
            key="medical"
            titleKey="medical.thankYou"
            anyShopKey="orders.anyPharmacy"
            continueLink={continueLink}
          />
        ),
      };
    },
  },
  {
    path: medicalPaths.appointment,
    lazy: async () => {
      const { AppointmentPage } = await loadChunk(() => import('../features/medical/views/appointment-page'));
      return { element: <AppointmentPage /> };
    },
  },

  {
    path: emergencyPaths.emergency,
    lazy: async () => {
      const { EmergencyPage } = await loadChunk(() => import('../features/emergency/views/emergency-page'));
      return { element: <EmergencyPage /> };
    },
  },
  ...emergencyGroups.map(({ slug, group }): RouteObject => ({
    path: emergencyLinks.group(slug),
    lazy: async () => {
      const { EmergencyGroupPage } = await loadChunk(() => import('../features/emergency/views/emergency-group-page'));
      return { element: <EmergencyGroupPage group={group} slug={slug} /> };
    },
  })),

  {
    path: educationPaths.education,
    lazy: async () => {
      const { EducationPage } = await loadChunk(() => import('../features/education/views/education-page'));
      return { element: <EducationPage /> };
    },
  },
  {
    path: educationPaths.teacher,
    lazy: async () => {
      const { TeacherFinderPage } = await loadChunk(() => import('../features/education/views/teacher-finder-page'));
      return { element: <TeacherFinderPage /> };
    },
  },

  {
    path: transportPaths.transport,
    lazy: async () => {
      const { TransportPage } = await loadChunk(() => import('../features/transport/views/transport-page'));
      return { element: <TransportPage /> };
    },
  },
  {
    path: transportPaths.toto,
    lazy: async () => {
      const { TotoPage } = await loadChunk(() => import('../features/transport/views/toto-page'));
      return { element: <TotoPage /> };
    },
  },
  {
    path: transportPaths.car,
    lazy: async () => {
      const { CarPage } = await loadChunk(() => import('../features/transport/views/car-page'));
      return { element: <CarPage /> };
    },
  },
  {
    path: transportPaths.bus,
    lazy: async () => {
      const { BusRoutesPage } = await loadChunk(() => import('../features/transport/views/bus-routes-page'));
      return { element: <BusRoutesPage /> };
    },
  },
  {
    path: transportPaths.busByDirection,
    lazy: async () => {
      const { BusTimetablePage } = await loadChunk(() => import('../features/transport/views/bus-timetable-page'));
      return { element: <BusTimetablePage /> };
    },
  },

  catalogPage(shopPaths.grocery, 'GROCERY'),
  {
    path: fordoPaths.grocery,
    lazy: async () => {
      const { ListOrderPage } = await loadChunk(() => import('../features/fordo/views/list-order-page'));
      const links = {
        thankYou: orderPaths.thankYou,
        findOrder: orderPaths.findOrder,
        back: { to: shopPaths.grocery, titleKey: 'catalog.sections.GROCERY.title' as const },
      };
      return { element: <ListOrderPage key="GROCERY" section="GROCERY" links={links} /> };
    },
  },
  catalogPage(shopPaths.bazaar, 'BAZAAR'),
  {
    path: fordoPaths.bazaar,
    lazy: async () => {
      const { ListOrderPage } = await loadChunk(() => import('../features/fordo/views/list-order-page'));
      const links = {
        thankYou: orderPaths.thankYou,
        findOrder: orderPaths.findOrder,
        back: { to: shopPaths.bazaar, titleKey: 'catalog.sections.BAZAAR.title' as const },
      };
      return { element: <ListOrderPage key="BAZAAR" section="BAZAAR" links={links} /> };
    },
  },
  catalogPage(shopPaths.food, 'FOOD'),
  catalogPage(shopPaths.onlineShop, 'SHOP'),
  {
    path: shopPaths.buy,
    lazy: async () => {
      const { BuyPage } = await loadChunk(() => import('../features/shop/views/buy-page'));
      return { element: <BuyPage cartLink={cartPaths.cart} /> };
    },
  },

  {
    path: cartPaths.cart,
    lazy: async () => {
      const { CartPage } = await loadChunk(() => import('../features/cart/views/cart-page'));
      return { element: <CartPage links={cartPageLinks} /> };
    },
  },
  {
    path: orderPaths.thankYou,
    lazy: async () => {
      const { ThankYouPage } = await loadChunk(() => import('../features/orders/views/thank-you-page'));
      return { element: <ThankYouPage /> };
    },
  },
  {
    path: orderPaths.findOrder,
    lazy: async () => {
      const { FindOrderPage } = await loadChunk(() => import('../features/orders/views/find-order-page'));
      return { element: <FindOrderPage /> };
    },
  },
  {
    path: orderPaths.track,
    lazy: async () => {
      const { TrackSharedPage } = await loadChunk(() => import('../features/orders/views/track-shared-page'));
      return { element: <TrackSharedPage /> };
    },
  },
  {
    path: orderPaths.ordersForPhone,
    lazy: async () => {
      const { OrdersForPhonePage } = await loadChunk(() => import('../features/orders/views/orders-for-phone-page'));
      return { element: <OrdersForPhonePage /> };
    },
  },

  ...[deliveryPaths.delivery, deliveryPaths.screen].map((path): RouteObject => ({
    path,
    lazy: async () => {
      const [{ DeliveryArea }, { DeliveryWorkspacePage }] = await Promise.all([
        loadAccountPages(),
        loadChunk(() => import('../features/delivery/views/delivery-workspace-page')),
      ]);
      return { element: <DeliveryArea workspace={DeliveryWorkspacePage} /> };
    },
  })),

  {
    path: servicePaths.services,
    lazy: async () => {
      const { ServicesPage } = await loadChunk(() => import('../features/services/views/services-page'));
      return { element: <ServicesPage /> };
    },
  },
  {
    path: servicePaths.byType,
    lazy: async () => {
      const { ServiceTypePage } = await loadChunk(() => import('../features/services/views/service-type-page'));
      return { element: <ServiceTypePage /> };
    },
  },

  {
    path: feedPaths.byType,
    lazy: async () => {
      const { FeedPage } = await loadChunk(() => import('../features/feeds/views/feed-page'));
      return { element: <FeedPage /> };
    },
  },
  comingSoon(infoPaths.comingSoon, 'info.comingSoon'),

  {
    path: adminPaths.admin,
    lazy: async () => {
      const { AdminArea } = await loadAccountPages();
      return { element: <AdminArea /> };
    },
  },
  {
    // The admin screens built so far (/admin/notifications, /admin/orders) come with this route only, as a chunk of their own.
    path: adminPaths.byType,
    lazy: async () => {
      const [{ AdminArea }, { adminScreens }] = await Promise.all([
        loadAccountPages(),
        loadChunk(() => import('../features/admin/admin-screens')),
      ]);
      return { element: <AdminArea screens={adminScreens} /> };
    },
  },
  {
    path: vendorPaths.byCategory,
    lazy: async () => {
      const [{ VendorArea }, { VendorWorkspacePage }] = await Promise.all([
        loadAccountPages(),
        loadChunk(() => import('../features/vendor/views/vendor-workspace-page')),
      ]);
      return { element: <VendorArea workspace={VendorWorkspacePage} /> };
    },
  },
  {
    path: galleryPaths.byName,
    lazy: async () => {
      const { GalleryPage } = await loadChunk(() => import('../features/gallery/views/gallery-page'));
      return { element: <GalleryPage /> };
    },
  },

  ...(
    [
      [authPaths.login, 'admin'],
      [vendorPaths.login, 'vendor'],
      [deliveryPaths.login, 'delivery'],
    ] as const
  ).map(([path, kind]): RouteObject => ({
    path,
    lazy: async () => {
      const { AccountSignInPage } = await loadAccountPages();
      return { element: <AccountSignInPage key={kind} kind={kind} /> };
    },
  })),
  {
    path: authPaths.changePassword,
    lazy: async () => {
      const { AccountPasswordArea } = await loadAccountPages();
      return { element: <AccountPasswordArea /> };
    },
  },
  {
    path: authPaths.forgetPassword,
    lazy: async () => {
      const { ForgetPasswordPage } = await loadChunk(() => import('../features/auth/views/forget-password-page'));
      return { element: <ForgetPasswordPage /> };
    },
  },
  infoPage(infoPaths.privacy, 'privacy', 'info.privacy'),
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
