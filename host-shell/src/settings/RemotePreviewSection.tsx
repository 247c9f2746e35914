import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { formatTime } from 'shared-contracts/domain';

import { usePortalConfig } from '../config/PortalConfigContext';
import { PREVIEW_MINUTES, startPreview, stopPreview } from '../preview/preview';
import { remoteLabel, usePreview } from '../preview/PreviewContext';
import { FieldGrid, SettingsSection } from './SettingsSection';
import { SYSTEM_TAB_URL } from './settingsTabs';

/** Starts (or stops) a preview, then opens this page again without the link that may have asked for it. */
export const reopenWith = (change: () => void) => {
  change();
  window.location.assign(SYSTEM_TAB_URL);
};

/** Admin → System: point one remote at another URL for this browser only (host-shell/src/preview/). */
export function RemotePreviewSection() {
  const config = usePortalConfig();
  const preview = usePreview();
  const remotes = Object.keys(config.remotes);
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [entry, setEntry] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = () => {
    try {
      reopenWith(() => startPreview(remote, entry.trim(), config));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  // The settings form around it would save on Enter.
  const startOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    start();
  };

  return (
    <SettingsSection
      title="Remote Preview"
      icon={<PreviewOutlined />}
      description={`Load one remote from another URL (a preview build, a team's dev server) in this browser only, for ${PREVIEW_MINUTES} minutes or until stopped. Only origins this deployment's config.json lists are allowed.`}
    >
      {preview ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2">
            This browser previews {remoteLabel(preview.remote)} from {preview.entry} until {formatTime(preview.expiresAt)}.
          </Typography>
          <Button type="button" variant="outlined" onClick={() => reopenWith(stopPreview)}>
            Stop preview
          </Button>
        </Box>
      ) : config.previewOrigins.length === 0 ? (
        <Typography variant="body2">This deployment&apos;s config.json lists no preview origins, so no remote can be previewed.</Typography>
      ) : (
        <>
          <FieldGrid>
            <TextField select id="preview-remote" label="Remote" value={remote} onChange={(event) => setRemote(event.target.value)}>
              {remotes.map((name) => (
                <MenuItem key={name} value={name}>
                  {remoteLabel(name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="preview-entry"
              label="Remote entry URL"
              type="url"
              value={entry}
              onChange={(event) => {
                setEntry(event.target.value);
                setRefusal(null);
              }}
              onKeyDown={startOnEnter}
              error={refusal !== null}
              helperText={refusal ?? `A remoteEntry.js on ${config.previewOrigins.join(', ')}`}
            />
          </FieldGrid>
          <Box sx={{ mt: 2 }}>
            <Button type="button" variant="contained" onClick={start} disabled={entry.trim() === ''}>
              Start preview
            </Button>
          </Box>
        </>
      )}
    </SettingsSection>
  );
}
