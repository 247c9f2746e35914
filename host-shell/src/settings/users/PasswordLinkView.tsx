import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PasswordLink, showToast } from 'shared-contracts/contract';
import { formatDateTime } from 'shared-contracts/domain';

import { setPasswordLink } from '../../setPassword/setPasswordLink';

/**
 * A one-time set-password link, shown once, for the administrator to pass on (there is no mail server): the link, a
 * button that copies it, and how long it works.
 */
export function PasswordLinkView({ link, name }: { link: PasswordLink; name: string }) {
  const url = setPasswordLink(link.token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied', description: `Pass it on to ${name}.`, variant: 'success' });
    } catch {
      showToast({ title: 'The link could not be copied', description: 'Select it and copy it yourself.', variant: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        Pass this link on to {name} yourself: no e-mail is sent. It works once, for 24 hours (until {formatDateTime(link.expiresAt)}
        ), and it is shown only now.
      </Alert>
      <TextField
        label="Set-password link"
        value={url}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Box>
        <Button variant="contained" startIcon={<ContentCopyOutlined />} onClick={copy}>
          Copy Link
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Opening the link lets {name} choose a password, then sign in.
      </Typography>
    </Box>
  );
}
