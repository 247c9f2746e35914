import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { BusyButton } from 'shared-contracts/ui';

interface FormActionsProps {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  /** The submit button's words while saving: "Adding...". */
  busyLabel: string;
  /** Room above the row, where the form's layout leaves none. */
  sx?: SxProps<Theme>;
}

/** A form's Cancel and submit buttons, at its end; the submit says it is busy while saving and stays focusable. */
export function FormActions({ onCancel, busy, submitLabel, busyLabel, sx }: FormActionsProps) {
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5 },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Button onClick={onCancel} variant="outlined" color="inherit">
        Cancel
      </Button>
      <BusyButton type="submit" variant="contained" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
    </Box>
  );
}
