import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { panelElementId, type SettingsTabId, tabElementId } from './settingsTabs';

/** Every panel stays in the page so each tab's aria-controls points at an element; only the open one has content. */
export function SettingsTabPanel({ id, active, children }: { id: SettingsTabId; active: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelElementId(id)} aria-labelledby={tabElementId(id)} hidden={!active}>
      {active && <Stack spacing={3}>{children}</Stack>}
    </div>
  );
}
