import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { routes, showToast } from 'shared-contracts/contract';
import { useOwnSessions, useSignOutEverywhere } from 'shared-contracts/data';
import { formatDateTime } from 'shared-contracts/domain';
import { EmptyState, ErrorView, LoadingView, StatusChip, useNavigate } from 'shared-contracts/ui';

import { useAdminAuth } from '../../auth/adminAuth';
import { ConfirmDialog } from '../ConfirmDialog';
import { refusalMessage } from '../refusalMessage';
import { SettingsSection } from '../SettingsSection';

/** Settings → Security: the signed-in person's own sessions (device, sign-in, last use), and Sign Out Everywhere. */
export function OwnSessionsSection() {
  const sessions = useOwnSessions();
  const signOut = useSignOutEverywhere();
  const auth = useAdminAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const signOutEverywhere = async () => {
    try {
      await signOut.run();
    } catch (error) {
      setAsking(false);
      showToast({ title: 'Not signed out', description: refusalMessage(error), variant: 'error' });
      return;
    }
    showToast({ title: 'Signed out everywhere', description: 'Every session of your account has ended. Sign in again.', variant: 'info' });
    auth.expired();
    navigate(routes.admin.login, { replace: true });
  };

  return (
    <SettingsSection
      title="Your Sessions"
      icon={<DevicesOutlined />}
      description="Where your account is signed in, and when each was last used"
    >
      {sessions.status === 'loading' && <LoadingView label="Loading your sessions..." />}
      {sessions.status === 'error' && (
        <ErrorView title="Your sessions could not be loaded" message={refusalMessage(sessions.error)} onRetry={sessions.retry} />
      )}
      {sessions.status === 'ready' && sessions.data?.length === 0 && <EmptyState title="No open sessions" />}
      {sessions.status === 'ready' && Boolean(sessions.data?.length) && (
        <TableContainer>
          <Table size="small" aria-label="Your sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Signed in</TableCell>
                <TableCell>Last used</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data!.map((session) => (
                <TableRow key={`${session.createdAt} ${session.device} ${session.current}`}>
                  <TableCell component="th" scope="row">
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      {session.device}
                      {session.current && <StatusChip label="This device" variant="success" />}
                    </Box>
                  </TableCell>
                  <TableCell>{formatDateTime(session.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(session.lastUsedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ mt: 2.5 }}>
        <Button type="button" variant="outlined" color="error" startIcon={<LogoutOutlined />} onClick={() => setAsking(true)}>
          Sign Out Everywhere
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        text="Every session of your account ends, on every device, this one too. You will need to sign in again."
        confirmLabel="Sign Out Everywhere"
        busyLabel="Signing out..."
        busy={signOut.busy}
        onConfirm={signOutEverywhere}
        onClose={() => setAsking(false)}
      />
    </SettingsSection>
  );
}
