import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { routes, showToast } from 'shared-contracts/contract';
import { useCan, useDataProvider, useSession } from 'shared-contracts/data';
import { LoadingView, PageHeader, useSearchParams } from 'shared-contracts/ui';

import { ForbiddenPage } from '../access/ForbiddenPage';
import { OwnAccountSections } from './account/OwnAccountSections';
import { AppearanceTab } from './AppearanceTab';
import { AUDIT_LOG_PARAMS } from './audit/auditLogFilter';
import { IntegrationsTab } from './IntegrationsTab';
import { NotificationsTab } from './NotificationsTab';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { defaultSettingsForm, type SettingsForm, type SettingsSection, updateSection } from './settingsForm';
import type { AppearanceSettings } from './settingsModel';
import { SettingsTabPanel } from './SettingsTabPanel';
import {
  GUARDED_TABS,
  initialSettingsTab,
  panelElementId,
  PREFERENCE_TABS,
  SETTINGS_TABS,
  type SettingsTabId,
  TAB_PARAM,
  tabElementId,
} from './settingsTabs';
import { lastBackupAt, lastLoginAt } from './systemStatus';
import { SystemTab } from './SystemTab';
import { useShellTheme } from './useShellTheme';

// The administrators' tabs are their own chunks: the audit log's grid is downloaded only when it is opened.
const UsersTab = lazy(() => import('./users/UsersTab').then((module) => ({ default: module.UsersTab })));
const AuditLogTab = lazy(() => import('./audit/AuditLogTab').then((module) => ({ default: module.AuditLogTab })));

const SETTINGS_SAVED_TOAST = {
  title: 'Settings saved',
  description: 'Your preferences have been updated.',
  variant: 'success',
} as const;

/**
 * The admin settings screen. The preferences are local to the page (nothing is stored); the profile starts from the
 * signed-in person; Security adds their own password and sessions; administrators also get Users and the Audit log.
 * A tab the role may not open, asked for by URL (`?tab=users`), is the 403 page.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const provider = useDataProvider();
  const mayRead = { users: useCan('users', 'read'), audit: useCan('audit', 'read') };
  const [tab, setTab] = useState<SettingsTabId>(() => initialSettingsTab(params));
  const [form, setForm] = useState<SettingsForm>(() => defaultSettingsForm(session));
  const [themeChosen, setThemeChosen] = useState(false);
  const [openedAt] = useState(() => new Date());
  // Who is signed in may be known only after the first render: their name and e-mail then fill the profile, once.
  const [profileOf, setProfileOf] = useState(session?.email);
  if (session && session.email !== profileOf) {
    setProfileOf(session.email);
    setForm((current) => updateSection(current, 'profile', { fullName: session.name, email: session.email }));
  }
  useShellTheme(themeChosen ? form.appearance.theme : undefined);

  const offered = (id: SettingsTabId) => {
    if (id === 'users') return mayRead.users && provider.listUsers !== undefined;
    if (id === 'audit') return mayRead.audit && provider.getAuditLog !== undefined;
    return true;
  };
  const tabs = SETTINGS_TABS.filter(({ id }) => offered(id));

  const change =
    <S extends SettingsSection>(section: S) =>
    (patch: Partial<SettingsForm[S]>) =>
      setForm((current) => updateSection(current, section, patch));

  const changeAppearance = (patch: Partial<AppearanceSettings>) => {
    if (patch.theme) setThemeChosen(true);
    change('appearance')(patch);
  };

  const selectTab = (next: SettingsTabId) => {
    setTab(next);
    setParams(
      (current) => {
        current.set(TAB_PARAM, next);
        if (next !== 'audit') for (const key of AUDIT_LOG_PARAMS) current.delete(key);
        return current;
      },
      { replace: true },
    );
  };

  const save = () => showToast(SETTINGS_SAVED_TOAST);

  const reset = () => {
    setForm(defaultSettingsForm(session));
    showToast({ title: 'Defaults restored', variant: 'info' });
  };

  if (GUARDED_TABS[tab] && !offered(tab)) {
    if (session === undefined) return <LoadingView label="Loading settings..." />;
    if (session !== null) return <ForbiddenPage session={session} />;
  }
  const shown = offered(tab) ? tab : 'profile';

  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Manage your profile, notifications, security and system preferences"
        back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
        actions={<Chip icon={<AdminPanelSettingsOutlined />} label="Admin Access Required" color="warning" variant="outlined" />}
      />
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={shown}
          onChange={(_event, next: SettingsTabId) => selectTab(next)}
          aria-label="Settings sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          selectionFollowsFocus
        >
          {tabs.map(({ id, label }) => (
            <Tab key={id} value={id} label={label} id={tabElementId(id)} aria-controls={panelElementId(id)} />
          ))}
        </Tabs>
      </Paper>
      <SettingsTabPanel id="profile" active={shown === 'profile'}>
        <ProfileTab profile={form.profile} company={form.company} onProfileChange={change('profile')} onCompanyChange={change('company')} />
      </SettingsTabPanel>
      <SettingsTabPanel id="notifications" active={shown === 'notifications'}>
        <NotificationsTab notifications={form.notifications} onChange={change('notifications')} />
      </SettingsTabPanel>
      <SettingsTabPanel id="security" active={shown === 'security'}>
        <SecurityTab security={form.security} role={session?.role} lastLogin={lastLoginAt(openedAt)} onChange={change('security')} />
        <OwnAccountSections />
      </SettingsTabPanel>
      <SettingsTabPanel id="system" active={shown === 'system'}>
        <SystemTab system={form.system} lastBackup={lastBackupAt(openedAt)} onChange={change('system')} />
      </SettingsTabPanel>
      <SettingsTabPanel id="integrations" active={shown === 'integrations'}>
        <IntegrationsTab />
      </SettingsTabPanel>
      <SettingsTabPanel id="appearance" active={shown === 'appearance'}>
        <AppearanceTab appearance={form.appearance} onChange={changeAppearance} />
      </SettingsTabPanel>
      {offered('users') && (
        <SettingsTabPanel id="users" active={shown === 'users'}>
          <Suspense fallback={<LoadingView label="Loading users..." />}>
            <UsersTab />
          </Suspense>
        </SettingsTabPanel>
      )}
      {offered('audit') && (
        <SettingsTabPanel id="audit" active={shown === 'audit'}>
          <Suspense fallback={<LoadingView label="Loading the audit log..." />}>
            <AuditLogTab />
          </Suspense>
        </SettingsTabPanel>
      )}
      {PREFERENCE_TABS.includes(shown) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
          <Button type="button" variant="outlined" color="inherit" startIcon={<RestartAltOutlined />} onClick={reset}>
            Reset to Defaults
          </Button>
          <Button type="button" variant="contained" startIcon={<SaveOutlined />} onClick={save}>
            Save All Settings
          </Button>
        </Box>
      )}
      <PreviewLinkDialog />
    </>
  );
}
