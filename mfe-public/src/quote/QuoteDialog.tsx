import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useCallback, useRef } from 'react';
import { routes } from 'shared-contracts/contract';
import { Link as RouterLink } from 'shared-contracts/ui';

import { QuoteFields } from './QuoteFields';
import type { QuoteRequest } from './quoteRequest';
import type { QuoteField } from './quoteRequest';
import type { QuoteForm } from './useQuoteForm';
import { firstInvalidField } from './validateQuote';

interface QuoteDialogProps {
  open: boolean;
  form: QuoteForm;
  today: string;
  onCancel: () => void;
  /** Called with the values once they pass every rule. */
  onSend: (values: QuoteRequest) => void;
  /** Opened before the live page shows: drawn over the static page, in a portal, since the live page is out of sight. */
  overStaticPage?: boolean;
  /** Called once the dialog has closed and its closing transition ended. */
  onClosed?: () => void;
}

/** The quote request form in a modal dialog (MUI traps focus and restores it on close). */
export function QuoteDialog({ open, form, today, onCancel, onSend, overStaticPage = false, onClosed }: QuoteDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const inputs = useRef<Partial<Record<QuoteField, HTMLElement | null>>>({});
  const registerInput = useCallback((field: QuoteField, node: HTMLElement | null) => {
    inputs.current[field] = node;
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = firstInvalidField(form.errors);
    if (invalid) {
      form.markAttempted();
      inputs.current[invalid]?.focus();
      return;
    }
    onSend(form.values);
  }

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      // Drawn out of sight before the first tap (QuoteDialogProvider), it stays drawn when closed; in
      // place, since a portal draws its content in a second, synchronous pass (half a second at 4× CPU
      // slowdown) where the page draws it in slices. MUI still hides the rest of the page from
      // assistive technology while it is open, at every level above it. Opened before the live page shows,
      // it is drawn at that moment anyway, and over the static page.
      keepMounted
      disablePortal={!overStaticPage}
      slotProps={{ transition: { onExited: onClosed } }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quote-dialog-title"
      aria-describedby="quote-dialog-description"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="quote-dialog-title" sx={{ pb: 0.5 }}>
          Get a Free Quote
        </DialogTitle>
        <DialogContent>
          <Typography id="quote-dialog-description" color="text.secondary" sx={{ mb: 2 }}>
            Tell us about the move and we&apos;ll get back to you within 24 hours. Fields marked * are required.
          </Typography>
          <QuoteFields form={form} today={today} registerInput={registerInput} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Sending opens your own e-mail program with the request filled in. We use these details only to prepare your quote; see our{' '}
            <Link component={RouterLink} to={routes.privacy} onClick={onCancel}>
              Privacy Policy
            </Link>
            .
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Send Quote Request
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
