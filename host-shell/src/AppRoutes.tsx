import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'shared-contracts';
import { adminRoutes, NotFoundPage, publicRoutes, routes } from 'shared-contracts';
import { AreaLoading } from './areas/AreaLoading';
import { RemoteArea } from './areas/RemoteArea';
import { RequireAuth } from './auth/RequireAuth';

// The admin shell is loaded only when an admin page is opened, so a visitor of the
// public site downloads none of it.
const LoginPage = lazy(() => import('./auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const AdminLayout = lazy(() => import('./layout/AdminLayout').then((module) => ({ default: module.AdminLayout })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((module) => ({ default: module.SettingsPage })));

const relativeToAdmin = (path: string) => path.slice(`${routes.admin.root}/`.length);

const loading = (children: ReactNode) => <Suspense fallback={<AreaLoading title="Admin Portal" />}>{children}</Suspense>;

/** The specification's route table: each area route shows a module of its remote. */
export function AppRoutes() {
  return (
    <Routes>
      {publicRoutes.map(({ path, area, module }) => (
        <Route key={path} path={path} element={<RemoteArea area={area} module={module} />} />
      ))}
      <Route path={routes.admin.login} element={loading(<LoginPage />)} />
      <Route path={routes.admin.root} element={<RequireAuth>{loading(<AdminLayout />)}</RequireAuth>}>
        {adminRoutes.map(({ path, area, module }) =>
          path === routes.admin.root ? (
            <Route key={path} index element={<RemoteArea area={area} module={module} />} />
          ) : (
            <Route key={path} path={relativeToAdmin(path)} element={<RemoteArea area={area} module={module} />} />
          ),
        )}
        <Route path={relativeToAdmin(routes.admin.settings)} element={loading(<SettingsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
