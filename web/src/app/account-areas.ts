import { adminPaths } from '../features/admin/paths';
import { deliveryPaths } from '../features/delivery/paths';
import { vendorLinks } from '../features/vendor/paths';
import type { SessionUser } from '../shared/session/session-state';

/** The vendor area's URL segment for a category: GROCERY → grocery. */
export function categorySlug(category: string): string {
  return category.toLowerCase();
}

/** Where each kind of account works: /admin, /vendor/{category}, /delivery. */
export function homeOf(user: Pick<SessionUser, 'role' | 'vendorCategory'>): string {
  switch (user.role) {
    case 'ADMIN':
      return adminPaths.admin;
    case 'VENDOR':
      return user.vendorCategory ? vendorLinks.byCategory(categorySlug(user.vendorCategory)) : '/';
    case 'DELIVERY':
      return deliveryPaths.delivery;
    default:
      return '/';
  }
}

/**
 * True on a staff desk (the admin's screens, a shop's workspace, the delivery screen): there a
 * customer's Cart and Find Order have no place in the bars.
 */
export function isStaffDesk(pathname: string): boolean {
  return [adminPaths.admin, '/vendor/', deliveryPaths.delivery].some(
    (area) => pathname === area || pathname.startsWith(area.endsWith('/') ? area : `${area}/`),
  );
}
