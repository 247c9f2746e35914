import type { ReactNode } from 'react';
import { routes } from 'shared-contracts/contract';
import { Navigate, useLocation } from 'shared-contracts/ui';
import { useIsAuthenticated } from './authFlag';

/** Sends a visitor without the admin flag to the login page, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    return <Navigate to={routes.admin.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
