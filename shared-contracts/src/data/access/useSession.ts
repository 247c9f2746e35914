import { useQuery } from '@tanstack/react-query';
import { isDataError, type Session } from 'shared-contracts/contract';

import { useDataProvider } from '../query/DataLayer';

/** The cache's key for who is signed in: no write touches it. */
const SESSION_KEY = ['session'] as const;

/**
 * Who is signed in, as the data provider says: undefined while it is asked, null from a provider that knows no
 * accounts (every screen then shows everything, as before roles).
 *
 * @example const session = useSession(); // { email: 'dispatcher@…', name: 'Dana Price', role: 'dispatcher' }
 */
export function useSession(): Session | null | undefined {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => provider.getSession!({ signal }),
    enabled: provider.getSession !== undefined,
    staleTime: Infinity,
    // A session that has ended is not asked again (the sign-in follows); one the network lost is.
    retry: (failures, error) => !isDataError(error, 'unauthorized') && failures < 3,
  });
  return provider.getSession ? query.data : null;
}
