import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type {
  AuditLogFilter,
  AuditLogParams,
  AuditPage,
  DataProvider,
  Invitation,
  OwnSession,
  PasswordChange,
  PasswordFromLink,
  PasswordLink,
  Role,
  StaffAccount,
} from 'shared-contracts/contract';

import { useDataProvider } from './DataLayer';
import type { Loaded } from './readHooks';

/**
 * The cache's keys: the staff accounts, one's own sessions and the audit log. Every change of an account is in the
 * log, so each reads the log again; a role changed may be one's own, so it reads the session again too.
 */
const USERS: QueryKey = ['users'];
const OWN_SESSIONS: QueryKey = ['ownSessions'];
const AUDIT: QueryKey = ['audit'];
const SESSION: QueryKey = ['session'];

/** A call that is not a read of a resource: what it answers, and whether it is on its way. */
export interface AccountAction<Args extends unknown[], T> {
  /** Resolves once done and what is on screen shows it; rejects with the provider's typed error. */
  run: (...args: Args) => Promise<T>;
  busy: boolean;
}

type AccountMethod =
  | 'inviteUser'
  | 'changeUserRole'
  | 'deactivateUser'
  | 'resetUserPassword'
  | 'setPasswordFromLink'
  | 'changeOwnPassword'
  | 'signOutEverywhere'
  | 'exportAuditLog';

function method<M extends AccountMethod>(provider: DataProvider, name: M): NonNullable<DataProvider[M]> {
  const found = provider[name];
  if (!found) throw new Error(`This data provider keeps no staff accounts (it has no ${name})`);
  return found.bind(provider) as NonNullable<DataProvider[M]>;
}

function useAccountAction<Args extends unknown[], T>(
  call: (provider: DataProvider, ...args: Args) => Promise<T>,
  refresh: readonly QueryKey[],
): AccountAction<Args, T> {
  const provider = useDataProvider();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (args: Args) => call(provider, ...args),
    onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return { run: (...args) => mutation.mutateAsync(args), busy: mutation.isPending };
}

function loaded<T>(query: UseQueryResult<T>, supported: boolean, empty: T): Loaded<T> {
  const data = supported ? query.data : empty;
  return {
    status: query.isError ? 'error' : data !== undefined ? 'ready' : 'loading',
    data,
    error: query.error,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * Every staff account, by name, for an administrator (ForbiddenError, as the query's error, otherwise). A provider that
 * keeps no accounts answers none.
 *
 * @example const users = useUsers(); users.data?.map((account) => account.email)
 */
export function useUsers(): Loaded<StaffAccount[]> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: USERS,
    queryFn: ({ signal }) => provider.listUsers!({ signal }),
    enabled: provider.listUsers !== undefined,
  });
  return loaded(query, provider.listUsers !== undefined, []);
}

/**
 * Invites a member of staff: resolves to the one-time set-password link, to be shown once.
 *
 * @example const invite = useInviteUser(); const { token, expiresAt } = await invite.run({ email, name, role: 'finance' });
 */
export const useInviteUser = (): AccountAction<[invitation: Invitation], PasswordLink> =>
  useAccountAction((provider, invitation) => method(provider, 'inviteUser')(invitation), [USERS, AUDIT]);

/** Gives an account another role. */
export const useChangeUserRole = (): AccountAction<[id: number, role: Role], StaffAccount> =>
  useAccountAction((provider, id, role) => method(provider, 'changeUserRole')({ id, role }), [USERS, AUDIT, SESSION]);

/** Deactivates an account: its sessions end at once. */
export const useDeactivateUser = (): AccountAction<[id: number], StaffAccount> =>
  useAccountAction((provider, id) => method(provider, 'deactivateUser')({ id }), [USERS, AUDIT]);

/** A new set-password link for an account, to be shown once; its sessions end. */
export const useResetUserPassword = (): AccountAction<[id: number], PasswordLink> =>
  useAccountAction((provider, id) => method(provider, 'resetUserPassword')({ id }), [USERS, AUDIT]);

/**
 * Sets a password from a link's token (no session needed).
 *
 * @example await useSetPasswordFromLink().run({ token, password });
 */
export const useSetPasswordFromLink = (): AccountAction<[params: PasswordFromLink], void> =>
  useAccountAction((provider, params) => method(provider, 'setPasswordFromLink')(params), []);

/** Changes the signed-in account's password (the current one required); its other sessions end. */
export const useChangeOwnPassword = (): AccountAction<[params: PasswordChange], void> =>
  useAccountAction((provider, params) => method(provider, 'changeOwnPassword')(params), [OWN_SESSIONS, AUDIT]);

/** Ends every session of the signed-in account, this one too: sign the page out once it resolves. */
export const useSignOutEverywhere = (): AccountAction<[], void> =>
  useAccountAction((provider) => method(provider, 'signOutEverywhere')(), []);

/**
 * The signed-in account's sessions, this browser's marked `current`; read again each time it is shown (their last use
 * moves on). A provider that keeps no accounts answers none.
 */
export function useOwnSessions(): Loaded<OwnSession[]> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: OWN_SESSIONS,
    queryFn: ({ signal }) => provider.listOwnSessions!({ signal }),
    enabled: provider.listOwnSessions !== undefined,
    staleTime: 0,
  });
  return loaded(query, provider.listOwnSessions !== undefined, []);
}

/**
 * A page of the audit log, newest first, filtered; while the next page or filter loads, the last one stays on screen.
 * Read again each time it is shown, as every write adds to it.
 *
 * @example const log = useAuditLog({ account: 3, action: 'update', page: 1, perPage: 25 });
 */
export function useAuditLog(params: AuditLogParams): Loaded<AuditPage> {
  const provider = useDataProvider();
  const query = useQuery({
    queryKey: [...AUDIT, params],
    queryFn: ({ signal }) => provider.getAuditLog!(params, { signal }),
    enabled: provider.getAuditLog !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return loaded(query, provider.getAuditLog !== undefined, { data: [], next: null });
}

/** The audit log's entries a filter lets through, as CSV text. */
export const useExportAuditLog = (): AccountAction<[filter: AuditLogFilter], string> =>
  useAccountAction((provider, filter) => method(provider, 'exportAuditLog')(filter), []);
