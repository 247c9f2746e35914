import type { ReactNode } from 'react';
import { routes } from 'shared-contracts/contract';
import { Navigate, useLocation } from 'shared-contracts/ui';

import { AreaLoading } from '../areas/AreaLoading';
import { useAuthStatus } from './adminAuth';

/** Sends a visitor who is not signed in to the login page, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const location = useLocation();
  if (status === 'checking') return <AreaLoading title="Admin Portal" />;
  if (status === 'signed-out') {
    return <Navigate to={routes.admin.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
