import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSearchParams } from 'shared-contracts/ui';

import { usePortalConfig } from '../config/PortalConfigContext';
import { PREVIEW_MINUTES, previewRefusal, startPreview } from '../preview/preview';
import { remoteLabel } from '../preview/PreviewContext';
import { reopenWith } from './RemotePreviewSection';
import { PREVIEW_LINK_PARAMS } from './settingsTabs';

/**
 * A preview link only asks: nothing loads until the admin confirms, and a link to an origin the
 * deployment does not allow is refused without a request to it.
 */
export function PreviewLinkDialog() {
  const config = usePortalConfig();
  const [params, setParams] = useSearchParams();
  const remote = params.get(PREVIEW_LINK_PARAMS.remote);
  const entry = params.get(PREVIEW_LINK_PARAMS.entry);
  if (remote === null || entry === null) return null;
  const refusal = previewRefusal(remote, entry, config);
  const close = () =>
    setParams((current) => {
      current.delete(PREVIEW_LINK_PARAMS.remote);
      current.delete(PREVIEW_LINK_PARAMS.entry);
      return current;
    });
  return (
    <Dialog open onClose={close} aria-labelledby="preview-link-title" aria-describedby="preview-link-text">
      <DialogTitle id="preview-link-title">{refusal ? 'This preview link cannot be used' : `Preview ${remoteLabel(remote)}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id="preview-link-text">
          {refusal ??
            `This browser will load ${remoteLabel(remote)} from ${entry} instead of its release, for ${PREVIEW_MINUTES} minutes or until you stop it. Its code runs with your sign-in: only start a preview you trust.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {refusal ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="contained" onClick={() => reopenWith(() => startPreview(remote, entry, config))}>
              Start preview
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
