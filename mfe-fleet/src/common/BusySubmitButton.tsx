import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A form's submit button that says it is busy while the form saves: aria-disabled, not disabled, so keyboard focus
 * stays on it; the form's submit handler ignores a press meanwhile.
 *
 * // LEAD: issue 27's shared BusyButton does the same; use it here when the two branches meet.
 *
 * @example <BusySubmitButton busy={form.busy} busyLabel="Saving...">Save Changes</BusySubmitButton>
 */
export function BusySubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      aria-disabled={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      sx={{ '&[aria-disabled="true"]': { cursor: 'progress' } }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
