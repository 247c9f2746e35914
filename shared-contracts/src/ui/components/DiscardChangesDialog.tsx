import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import type { LeaveGuard } from './useLeaveGuard';

const LEAVE_DIALOG = {
  title: 'Discard unsaved changes?',
  text: 'You have changes that are not saved yet. If you leave now, they will be lost.',
  stay: 'Keep Editing',
  leave: 'Discard Changes',
} as const;

/** The question asked before leaving a form with unsaved changes; its own chunk (see LeaveDialog). */
export default function DiscardChangesDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog open={guard.asking} onClose={guard.stay} aria-labelledby="leave-dialog-title" aria-describedby="leave-dialog-text">
      <DialogTitle id="leave-dialog-title">{LEAVE_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-dialog-text">{LEAVE_DIALOG.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} autoFocus>
          {LEAVE_DIALOG.stay}
        </Button>
        <Button onClick={guard.leave} color="error" variant="contained">
          {LEAVE_DIALOG.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
