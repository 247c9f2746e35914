import { lazy, type ReactNode, Suspense } from 'react';
import { ownerOfPath, type PathOwner } from 'shared-contracts/contract';
import { NotFoundPage, useLocation } from 'shared-contracts/ui';

import { AreaLoading } from './areas/AreaLoading';
import { preloadArea, RemoteArea } from './areas/RemoteArea';
import { RequireAuth } from './auth/RequireAuth';
import { SET_PASSWORD_PATH } from './setPassword/setPasswordLink';

// The admin shell is loaded only when an admin page is opened, so a visitor of the
// public site downloads none of it.
const LoginPage = lazy(() => import('./auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const loadAdminLayout = () => import('./layout/AdminLayout');
const AdminLayout = lazy(() => loadAdminLayout().then((module) => ({ default: module.AdminLayout })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((module) => ({ default: module.SettingsPage })));
const SetPasswordPage = lazy(() => import('./setPassword/SetPasswordPage').then((module) => ({ default: module.SetPasswordPage })));

/** The set-password link's page is the host's, outside the session, as the login page is. */
const isSetPasswordPage = (pathname: string) => pathname.replace(/\/+$/, '') === SET_PASSWORD_PATH;

const loading = (children: ReactNode) => <Suspense fallback={<AreaLoading title="Admin Portal" />}>{children}</Suspense>;

function AdminContent({ owner }: { owner: Exclude<PathOwner, { kind: 'login' }> }) {
  if (owner.kind === 'settings') return loading(<SettingsPage />);
  if (owner.kind === 'admin-not-found') return <NotFoundPage inLayout />;
  return <RemoteArea key={owner.area} area={owner.area} />;
}

/**
 * Starts downloading what the admin page at `pathname` is drawn with, its layout and its area's routes, as the page
 * starts: each would otherwise wait for the one before it (and, on the API, for the sign-in to be asked first). Not for
 * a visitor the sample data's flag shows signed out, who is shown the login page.
 */
export function preloadAdminPage(pathname: string, maybeSignedIn: boolean): void {
  const owner = ownerOfPath(pathname);
  if (!maybeSignedIn || owner.kind === 'login' || isSetPasswordPage(pathname) || (owner.kind === 'area' && owner.area === 'public')) return;
  // A failure shows when the page is drawn, which asks again.
  loadAdminLayout().catch(() => {});
  if (owner.kind === 'area') preloadArea(owner.area);
}

/**
 * Every path of the portal: the host draws login, the set-password link's page, settings and its 404 below /admin;
 * any other path belongs to the area the contract names, which renders its own routes below its prefixes. Admin
 * areas render inside the admin layout, which stays mounted from one area to the next.
 */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const owner = ownerOfPath(pathname);
  if (owner.kind === 'login') return loading(<LoginPage />);
  if (isSetPasswordPage(pathname)) return loading(<SetPasswordPage />);
  if (owner.kind === 'area' && owner.area === 'public') return <RemoteArea area="public" />;
  return (
    <RequireAuth>
      {loading(
        <AdminLayout>
          <AdminContent owner={owner} />
        </AdminLayout>,
      )}
    </RequireAuth>
  );
}
