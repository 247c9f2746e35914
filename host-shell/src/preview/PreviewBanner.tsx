import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { formatTime } from 'shared-contracts/domain';

import { type Preview, stopPreview } from './preview';
import { remoteLabel } from './PreviewContext';

/**
 * On every page while this browser previews a remote: which one, from where, until when, and a way out.
 * Kept at the bottom of the window, above the page.
 */
export function PreviewBanner({ preview }: { preview: Preview }) {
  const [ended, setEnded] = useState(() => preview.expiresAt <= Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setEnded(true), Math.max(0, preview.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [preview.expiresAt]);
  const label = remoteLabel(preview.remote);
  const reload = () => window.location.reload();
  const stop = () => {
    stopPreview();
    reload();
  };
  return (
    <Box component="section" aria-label="Remote preview" sx={{ position: 'sticky', bottom: 0, zIndex: 'snackbar', boxShadow: 3 }}>
      <Alert
        severity="warning"
        square
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={ended ? reload : stop}>
            {ended ? 'Reload' : 'Stop preview'}
          </Button>
        }
      >
        {ended
          ? `The preview of ${label} has ended. Reload to use its release.`
          : `Previewing ${label} from ${preview.entry}, in this browser only, until ${formatTime(preview.expiresAt)}.`}
      </Alert>
    </Box>
  );
}
