import { Route, Routes } from 'react-router-dom';
import { adminRoutes, NotFoundPage, publicRoutes, routes } from 'shared-contracts';
import { RemoteArea } from './areas/RemoteArea';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { AdminLayout } from './layout/AdminLayout';
import { SettingsPage } from './settings/SettingsPage';

const relativeToAdmin = (path: string) => path.slice(`${routes.admin.root}/`.length);

/** The specification's route table: each area route shows a module of its remote. */
export function AppRoutes() {
  return (
    <Routes>
      {publicRoutes.map(({ path, area, module }) => (
        <Route key={path} path={path} element={<RemoteArea area={area} module={module} />} />
      ))}
      <Route path={routes.admin.login} element={<LoginPage />} />
      <Route
        path={routes.admin.root}
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        {adminRoutes.map(({ path, area, module }) =>
          path === routes.admin.root ? (
            <Route key={path} index element={<RemoteArea area={area} module={module} />} />
          ) : (
            <Route key={path} path={relativeToAdmin(path)} element={<RemoteArea area={area} module={module} />} />
          ),
        )}
        <Route path={relativeToAdmin(routes.admin.settings)} element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
