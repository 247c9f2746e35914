import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent, ReactNode } from 'react';

export interface BusyButtonProps extends ButtonProps {
  /** Its action is running: presses do nothing until it ends. */
  busy: boolean;
  /** What it says meanwhile, e.g. "Generating..."; else its usual text. */
  busyLabel?: ReactNode;
}

/**
 * A button whose action takes a moment. While busy it shows a spinner and `busyLabel` and ignores presses (a submit
 * button does not submit), but it is `aria-disabled`, not `disabled`: a disabled button drops keyboard focus to the
 * page, and a keyboard user would lose their place.
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
