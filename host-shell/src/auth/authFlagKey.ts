/** The specification's local-storage flag for a signed-in admin (read also by the page's early script, host-shell/src/federation/earlyRemoteEntry.ts). */
export const AUTH_FLAG_KEY = 'admin-authenticated';
