import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { type PasswordLink, type Role, ROLES, showToast, type StaffAccount } from 'shared-contracts/contract';
import { useCan, useChangeUserRole, useDeactivateUser, useResetUserPassword, useSession, useUsers } from 'shared-contracts/data';
import { formatDateTime } from 'shared-contracts/domain';
import { EmptyState, ErrorView, LoadingView, StatusChip } from 'shared-contracts/ui';

import { ConfirmDialog } from '../ConfirmDialog';
import { refusalMessage } from '../refusalMessage';
import { SettingsSection } from '../SettingsSection';
import { InviteDialog } from './InviteDialog';
import { PasswordLinkView } from './PasswordLinkView';
import { RoleSelect } from './RoleSelect';

type Question = { kind: 'deactivate' | 'reset'; account: StaffAccount };

/**
 * Settings → Users, for administrators: every staff account (e-mail, name, role, active, made, last sign-in); Invite,
 * a role changed, Deactivate and Reset Password, each set-password link shown once. One's own account is changed in
 * Security, not here.
 */
export function UsersTab() {
  const users = useUsers();
  const session = useSession();
  const mayManage = useCan('users', 'manage');
  const changeRole = useChangeUserRole();
  const deactivate = useDeactivateUser();
  const reset = useResetUserPassword();
  const [inviting, setInviting] = useState(false);
  // Each dialog keeps what it showed while it closes: only `open` goes.
  const [question, setQuestion] = useState<Question>();
  const [asking, setAsking] = useState(false);
  const [resetLink, setResetLink] = useState<{ link: PasswordLink; name: string }>();
  const [showingLink, setShowingLink] = useState(false);
  const ask = (next: Question) => {
    setQuestion(next);
    setAsking(true);
  };

  const giveRole = async (account: StaffAccount, role: Role) => {
    try {
      await changeRole.run(account.id, role);
      showToast({ title: 'Role changed', description: `${account.name} is now ${ROLES[role]}.`, variant: 'success' });
    } catch (error) {
      showToast({ title: 'Role not changed', description: refusalMessage(error), variant: 'error' });
    }
  };

  const answer = async () => {
    if (!question) return;
    const { kind, account } = question;
    try {
      if (kind === 'deactivate') {
        await deactivate.run(account.id);
        showToast({
          title: 'Account deactivated',
          description: `${account.name} is signed out and can no longer sign in.`,
          variant: 'success',
        });
      } else {
        setResetLink({ link: await reset.run(account.id), name: account.name });
        setShowingLink(true);
      }
    } catch (error) {
      showToast({
        title: kind === 'deactivate' ? 'Not deactivated' : 'Password not reset',
        description: refusalMessage(error),
        variant: 'error',
      });
    }
    setAsking(false);
  };

  return (
    <SettingsSection title="Staff Accounts" icon={<GroupOutlined />} description="Everyone who signs in to the portal, and their role">
      {mayManage && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
            Invite User
          </Button>
        </Box>
      )}
      {users.status === 'loading' && <LoadingView label="Loading users..." />}
      {users.status === 'error' && (
        <ErrorView title="Users could not be loaded" message={refusalMessage(users.error)} onRetry={users.retry} />
      )}
      {users.status === 'ready' && users.data?.length === 0 && (
        <EmptyState title="No staff accounts yet" message="Invite the first member of staff." />
      )}
      {users.status === 'ready' && Boolean(users.data?.length) && (
        <TableContainer>
          <Table size="small" aria-label="Staff accounts">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last sign-in</TableCell>
                {mayManage && <TableCell>Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data!.map((account) => {
                const own = account.email === session?.email;
                const changeable = mayManage && account.active && !own;
                return (
                  <TableRow key={account.id}>
                    <TableCell component="th" scope="row">
                      {account.name}
                      {own && ' (you)'}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email}</TableCell>
                    <TableCell>
                      {changeable ? (
                        <RoleSelect account={account} busy={changeRole.busy} onChange={(role) => void giveRole(account, role)} />
                      ) : (
                        ROLES[account.role]
                      )}
                    </TableCell>
                    <TableCell>
                      <StatusChip label={account.active ? 'Active' : 'Deactivated'} variant={account.active ? 'success' : 'outline'} />
                    </TableCell>
                    <TableCell>{formatDateTime(account.createdAt)}</TableCell>
                    <TableCell>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</TableCell>
                    {mayManage && (
                      <TableCell>
                        {changeable && (
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                            <Button
                              size="small"
                              variant="outlined"
                              aria-label={`Reset Password for ${account.name}`}
                              onClick={() => ask({ kind: 'reset', account })}
                            >
                              Reset Password
                            </Button>
                            <Button
                              size="small"
                              variant="outlined"
                              color="error"
                              aria-label={`Deactivate ${account.name}`}
                              onClick={() => ask({ kind: 'deactivate', account })}
                            >
                              Deactivate
                            </Button>
                          </Box>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={asking && question?.kind === 'deactivate'}
        title={`Deactivate ${question?.account.name ?? ''}?`}
        text="Their sessions end at once, an open tab of theirs is signed out at its next request, and they can no longer sign in. Their name stays on what they changed."
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={deactivate.busy}
        onConfirm={() => void answer()}
        onClose={() => setAsking(false)}
      />
      <ConfirmDialog
        open={asking && question?.kind === 'reset'}
        title={`Reset the password of ${question?.account.name ?? ''}?`}
        text="Their sessions end at once, and you get a new one-time link for them to set a new password; an earlier link stops working."
        confirmLabel="Reset Password"
        busyLabel="Resetting..."
        busy={reset.busy}
        onConfirm={() => void answer()}
        onClose={() => setAsking(false)}
      />
      <Dialog open={showingLink} onClose={() => setShowingLink(false)} aria-labelledby="reset-link-title" fullWidth maxWidth="sm">
        <DialogTitle id="reset-link-title">New password link for {resetLink?.name}</DialogTitle>
        <DialogContent>{resetLink && <PasswordLinkView link={resetLink.link} name={resetLink.name} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setShowingLink(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
