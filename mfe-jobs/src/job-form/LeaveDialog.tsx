import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const LEAVE_DIALOG = {
  title: 'Discard unsaved changes?',
  text: 'You have changed this job without saving. If you leave now, your changes will be lost.',
  stay: 'Keep Editing',
  leave: 'Discard Changes',
} as const;

/** The question asked before leaving a form with unsaved changes. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="leave-dialog-title" aria-describedby="leave-dialog-text">
      <DialogTitle id="leave-dialog-title">{LEAVE_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-dialog-text">{LEAVE_DIALOG.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {LEAVE_DIALOG.stay}
        </Button>
        <Button onClick={onLeave} color="error" variant="contained">
          {LEAVE_DIALOG.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
