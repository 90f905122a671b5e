/**
 * The pages people most often open first (a link shared on WhatsApp, the phone's home screen, a
 * bookmark) with the module each one's route loads. index.html starts fetching a listed page's
 * code while the app's own code is still arriving (vite.config.ts, preloadFirstPage), instead
 * of after it has run: on a slow network that is one round trip and a queue of small files less
 * before the page shows. A page not listed works the same, a little later. The build fails if a
 * module named here is not a chunk of its own; routes.test.tsx checks the pairs against the routes.
 */
export const FIRST_PAGES: readonly { path: string; module: string }[] = [
  { path: '/grocery', module: 'src/features/shop/views/catalog-page.tsx' },
  { path: '/bazaar', module: 'src/features/shop/views/catalog-page.tsx' },
  { path: '/food', module: 'src/features/shop/views/catalog-page.tsx' },
  { path: '/onlineShop', module: 'src/features/shop/views/catalog-page.tsx' },
  { path: '/medical/pharmacy', module: 'src/features/shop/views/catalog-page.tsx' },
  { path: '/cart', module: 'src/features/cart/views/cart-page.tsx' },
  { path: '/medical', module: 'src/features/medical/views/medical-page.tsx' },
  { path: '/medical/doctor', module: 'src/features/medical/views/doctors-page.tsx' },
  { path: '/medical/labTest', module: 'src/features/medical/views/lab-tests-page.tsx' },
  { path: '/emergency', module: 'src/features/emergency/views/emergency-page.tsx' },
  { path: '/transport', module: 'src/features/transport/views/transport-page.tsx' },
  { path: '/findOrder', module: 'src/features/orders/views/find-order-page.tsx' },
];
