import Button, { type ButtonProps } from '@mui/material/Button';
import type { QuoteServiceType } from './quoteRequest';
import { preloadQuoteDialog } from './lazyQuoteDialog';
import { useQuoteDialog } from './QuoteDialogContext';

type QuoteButtonProps = Omit<ButtonProps, 'onClick'> & {
  serviceType?: QuoteServiceType;
  /** The amber call-to-action style, for dark backgrounds. */
  accent?: boolean;
};

const ACCENT_SX = { px: 4, bgcolor: '#f59e0b', color: '#111827', '&:hover': { bgcolor: '#fbbf24' } } as const;

/** A button that opens the quote dialog (defaults to the label "Get a Quote"). */
export function QuoteButton({ serviceType, accent = false, children = 'Get a Quote', variant = 'contained', sx, ...props }: QuoteButtonProps) {
  const { openQuote } = useQuoteDialog();
  return (
    <Button
      variant={variant}
      {...props}
      sx={[accent && ACCENT_SX, ...(Array.isArray(sx) ? sx : [sx])]}
      onPointerEnter={preloadQuoteDialog}
      onFocus={preloadQuoteDialog}
      onClick={() => openQuote({ serviceType })}
    >
      {children}
    </Button>
  );
}
