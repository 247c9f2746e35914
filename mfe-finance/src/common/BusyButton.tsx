import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface BusyButtonProps extends ButtonProps {
  /** Its action is running: presses do nothing until it ends. */
  busy: boolean;
  /** What it says meanwhile, e.g. "Generating..."; else its usual text. */
  busyLabel?: ReactNode;
}

// LEAD: issue 27 adds this same BusyButton (same props) to shared-contracts/ui; once merged, import it from there and delete this file.
/**
 * A button whose action takes a moment. While busy it shows a spinner and `busyLabel` and ignores presses, but it is
 * `aria-disabled`, not `disabled`: a disabled button drops keyboard focus to the page.
 *
 * @example <BusyButton busy={sending} busyLabel="Sending..." onClick={send}>Send Invoice</BusyButton>
 */
export function BusyButton({ busy, busyLabel, children, onClick, startIcon, sx, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      onClick={press}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
      sx={[{ '&[aria-disabled="true"]': { cursor: 'progress' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
