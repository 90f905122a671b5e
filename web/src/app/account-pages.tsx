import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { AdminHomePage } from '../features/admin/views/admin-home-page';
import { authPaths } from '../features/auth/paths';
import { ChangePasswordPage } from '../features/auth/views/change-password-page';
import { SignInPage } from '../features/auth/views/sign-in-page';
import { deliveryPaths } from '../features/delivery/paths';
import { vendorLinks, vendorPaths } from '../features/vendor/paths';
import type { SignInKind } from '../shared/session/session-manager';
import type { SessionUser } from '../shared/session/session-state';
import { categorySlug, homeOf } from './account-areas';
import { RequireRole } from './session-gates';

/**
 * The sign-in screens and the signed-in areas, put together from the auth, admin, vendor and
 * delivery features, which do not know about each other.
 */

function useOtherSignIns(kind: SignInKind) {
  const { t } = useTranslation();
  const all = [
    { kind: 'vendor', to: vendorPaths.login, label: t('auth.vendorLink') },
    { kind: 'delivery', to: deliveryPaths.login, label: t('auth.deliveryLink') },
    { kind: 'admin', to: authPaths.login, label: t('auth.adminLink') },
  ] as const;
  return all.filter((link) => link.kind !== kind).map(({ to, label }) => ({ to, label }));
}

export function AccountSignInPage({ kind }: { kind: SignInKind }) {
  const others = useOtherSignIns(kind);
  return <SignInPage kind={kind} destinationFor={homeOf} otherSignIns={others} />;
}

/**
 * /admin and /admin/{type}: the admin sign-in form in place until an admin is signed in; then the
 * screen of that {type} among `screens` (/admin/notifications, /admin/orders), or the admin's home.
 */
export function AdminArea({ screens = {} }: { screens?: Record<string, ComponentType> }) {
  const others = useOtherSignIns('admin');
  const { type } = useParams();
  const Screen = type !== undefined && Object.hasOwn(screens, type) ? screens[type] : undefined;
  return (
    <RequireRole
      role="ADMIN"
      whenSignedOut={<SignInPage kind="admin" destinationFor={homeOf} otherSignIns={others} inPlace />}
    >
      {(user) => (Screen ? <Screen /> : <AdminHomePage user={user} />)}
    </RequireRole>
  );
}

/**
 * /vendor/{category}: a vendor's own workspace; the sign-in page for anyone signed out. The
 * workspace's code is a chunk of its own (see routes.tsx), so the sign-in pages stay small and
 * a delivery person never downloads the shop's screens.
 */
export function VendorArea({ workspace: Workspace }: { workspace: ComponentType<{ user: SessionUser }> }) {
  const { category } = useParams();
  const location = useLocation();
  return (
    <RequireRole
      role="VENDOR"
      whenSignedOut={<Navigate to={vendorPaths.login} replace state={{ from: location.pathname }} />}
    >
      {(user) => {
        const own = user.vendorCategory ? categorySlug(user.vendorCategory) : null;
        if (own && category !== own) return <Navigate to={vendorLinks.byCategory(own)} replace />;
        return <Workspace user={user} />;
      }}
    </RequireRole>
  );
}

/** /delivery and /delivery/screen (big type): a delivery person's desk; the sign-in page for anyone signed out. */
export function DeliveryArea({
  workspace: Workspace,
}: {
  workspace: ComponentType<{ user: SessionUser; big: boolean }>;
}) {
  const location = useLocation();
  return (
    <RequireRole
      role="DELIVERY"
      whenSignedOut={<Navigate to={deliveryPaths.login} replace state={{ from: location.pathname }} />}
    >
      {(user) => <Workspace user={user} big={location.pathname === deliveryPaths.screen} />}
    </RequireRole>
  );
}

/** /account/password: anyone signed in changes their own password; the home page for anyone signed out. */
export function AccountPasswordArea() {
  return (
    <RequireRole evenBeforePasswordChange whenSignedOut={<Navigate to="/" replace />}>
      {(user) => <ChangePasswordPage key={user.id} user={user} destination={homeOf(user)} />}
    </RequireRole>
  );
}
