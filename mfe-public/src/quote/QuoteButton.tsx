import Button, { type ButtonProps } from '@mui/material/Button';
import { COMPANY } from 'shared-contracts/domain';

import { LIVE_ACTION_ATTRIBUTE } from '../prerender/staticPage';
import { useIsStaticPage } from '../prerender/StaticPageContext';
import { QUOTE_SERVICE_ATTRIBUTE } from './heldQuoteClick';
import { useQuoteDialog } from './QuoteDialogContext';
import { plainQuoteMailto } from './quoteEmail';
import { type QuoteServiceType, serviceTypeLabel } from './quoteRequest';

type QuoteButtonProps = Omit<ButtonProps, 'onClick' | 'href'> & {
  serviceType?: QuoteServiceType;
  /** The amber call-to-action style, for dark backgrounds. */
  accent?: boolean;
};

const ACCENT_SX = { px: 4, bgcolor: '#f59e0b', color: '#111827', '&:hover': { bgcolor: '#fbbf24' } } as const;

/**
 * A button that opens the quote dialog (defaults to the label "Get a Quote"). In the static page sent
 * before JavaScript runs, it is a plain link that e-mails the company, drawn the same; pressed while
 * the app starts, it opens the dialog as soon as the app runs (useAnswerHeldQuoteClick).
 */
export function QuoteButton({
  serviceType,
  accent = false,
  children = 'Get a Quote',
  variant = 'contained',
  sx,
  ...props
}: QuoteButtonProps) {
  const { openQuote } = useQuoteDialog();
  const staticPage = useIsStaticPage();
  const style = { variant, ...props, sx: [accent && ACCENT_SX, ...(Array.isArray(sx) ? sx : [sx])] };
  if (staticPage) {
    const service = serviceType && serviceTypeLabel(serviceType);
    return (
      <Button
        {...style}
        href={plainQuoteMailto(COMPANY.email, service)}
        {...{ [LIVE_ACTION_ATTRIBUTE]: '', [QUOTE_SERVICE_ATTRIBUTE]: serviceType ?? '' }}
      >
        {children}
      </Button>
    );
  }
  return (
    <Button {...style} onClick={() => openQuote({ serviceType })}>
      {children}
    </Button>
  );
}
