import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { isDataError, type PasswordLink, type Role, showToast } from 'shared-contracts/contract';
import { useInviteUser } from 'shared-contracts/data';
import { BusyButton } from 'shared-contracts/ui';

import { refusalMessage } from '../refusalMessage';
import { useFieldsForm } from '../useFieldsForm';
import { PasswordLinkView } from './PasswordLinkView';
import { ROLE_CHOICES } from './roleOptions';

const FIELDS = ['email', 'name', 'role'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { email: '', name: '', role: 'viewer' };
const fieldId = (field: Field) => `invite-${field}`;

/**
 * Invite: an e-mail, a name and a role make the account at once, without a password; its one-time set-password link is
 * then shown, once, to pass on. The provider checks the fields (the contract's checks), and says which is wrong.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useFieldsForm(FIELDS, EMPTY, fieldId);
  const [made, setMade] = useState<{ link: PasswordLink; name: string }>();

  const close = () => {
    onClose();
    setMade(undefined);
    form.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.busy) return;
    const { email, name, role } = form.values;
    try {
      const link = await invite.run({ email, name, role: role as Role });
      setMade({ link, name: name.trim() });
      showToast({ title: 'Invitation created', description: `${name.trim()} can set a password with the link.`, variant: 'success' });
    } catch (error) {
      if (isDataError(error, 'validation')) form.refuse(error.fields);
      else showToast({ title: 'Invitation not created', description: refusalMessage(error), variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <DialogTitle id="invite-title">{made ? `Invitation for ${made.name}` : 'Invite a Member of Staff'}</DialogTitle>
      {made ? (
        <>
          <DialogContent>
            <PasswordLinkView link={made.link} name={made.name} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Done</Button>
          </DialogActions>
        </>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={submit} aria-labelledby="invite-title">
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The account is made now, without a password. You will get a one-time link to pass on, with which they set one.
            </DialogContentText>
            <Stack spacing={2.5}>
              <TextField {...form.bind('email')} label="E-mail" type="email" autoComplete="off" required autoFocus />
              <TextField {...form.bind('name')} label="Name" autoComplete="off" required />
              <TextField
                {...form.bind('role')}
                onChange={(event) => form.setValue('role', event.target.value)}
                select
                label="Role"
                required
              >
                {ROLE_CHOICES.map(({ value, label }) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <BusyButton type="submit" variant="contained" busy={invite.busy} busyLabel="Inviting...">
              Invite
            </BusyButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
