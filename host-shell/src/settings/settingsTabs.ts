import type { AccessResource, Action } from 'shared-contracts/contract';
import { routes } from 'shared-contracts/contract';

export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'system', label: 'System' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'users', label: 'Users' },
  { id: 'audit', label: 'Audit log' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

/** The tabs only a role the table allows may open (administrators): what each needs; the others are everyone's. */
export const GUARDED_TABS: Partial<Record<SettingsTabId, { resource: AccessResource; action: Action }>> = {
  users: { resource: 'users', action: 'read' },
  audit: { resource: 'audit', action: 'read' },
};

/** Tabs that hold the page's local preferences, which Reset to Defaults and Save All Settings are for. */
export const PREFERENCE_TABS: readonly SettingsTabId[] = ['profile', 'notifications', 'security', 'system', 'integrations', 'appearance'];

const DEFAULT_SETTINGS_TAB: SettingsTabId = 'profile';

export const tabElementId = (id: SettingsTabId) => `settings-tab-${id}`;
export const panelElementId = (id: SettingsTabId) => `settings-tabpanel-${id}`;

/** The query of a preview link (PreviewLinkDialog): /admin/settings?preview=mfe_jobs&entry=https://preview.example.com/jobs/remoteEntry.js */
export const PREVIEW_LINK_PARAMS = { remote: 'preview', entry: 'entry' } as const;

/** `/admin/settings?tab=system` opens that tab, and a preview link opens System too. */
export const TAB_PARAM = 'tab';
export const SYSTEM_TAB_URL = `${routes.admin.settings}?${TAB_PARAM}=system`;

export function initialSettingsTab(params: URLSearchParams): SettingsTabId {
  const named = SETTINGS_TABS.find(({ id }) => id === params.get(TAB_PARAM));
  if (named) return named.id;
  return params.has(PREVIEW_LINK_PARAMS.remote) ? 'system' : DEFAULT_SETTINGS_TAB;
}
