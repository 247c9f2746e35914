import { ClassNames, type CSSObject } from '@emotion/react';
import { type Theme, useTheme } from '@mui/material/styles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef } from 'react';
import type { ToastMessage } from 'shared-contracts/contract';

import { belowTopBar, belowTopBarNow, TOAST_GAP_PX, TOASTS_TOP_VARIABLE } from './belowTopBar';
import { clearTop } from './clearTop';
import { ThemedToast } from './ThemedToast';
import { pointerWithin, toastObstacles } from './toastObstacles';

const TOAST_DURATION_MS = 4000;
const MAX_TOASTS = 3;
/** The stack's width from 600 px wide (below, the screen's less 16 px each side); its right edge is 20 px in. */
const STACK_WIDTH_PX = 400;
/** A new toast's height before it is drawn, on the tall side: a title and two lines. */
const NEW_TOAST_HEIGHT_PX = 112;

function ToastContent({ title, description }: ToastMessage) {
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </span>
  );
}

/** Below the top bar, and one width from 600 px wide, so the stack's column is known before a toast is drawn. */
function stackStyles(theme: Theme): CSSObject {
  const styles = belowTopBar(theme);
  const wide = theme.breakpoints.up('sm');
  return { ...styles, [wide]: { ...(styles[wide] as CSSObject | undefined), width: STACK_WIDTH_PX } };
}

interface Props {
  /** Toasts to show, oldest first; `onShown(n)` says the first n are on screen. */
  toasts: readonly ToastMessage[];
  onShown: (count: number) => void;
}

/**
 * notistack, top right, in the theme's colours: its own chunk, loaded with the first toast.
 * The stack sits below the fixed top bar and lower still where it must, so that it never covers the pointer (resting on
 * a toast pauses its auto-close), the control that raised it or holds focus, nor a page's header with its actions.
 */
export default function Toaster({ toasts, onShown }: Props) {
  const theme = useTheme();
  const area = useRef<HTMLDivElement>(null);
  const top = useRef<number | undefined>(undefined);

  /** Moves the stack clear of what it must not cover, counting `newToasts` about to be added. */
  const place = useCallback(
    (newToasts = 0) => {
      const element = area.current;
      if (!element) return;
      const stack = element.querySelector('.notistack-SnackbarContainer')?.getBoundingClientRect();
      if (!stack && newToasts === 0) return;
      // The user is on the stack (reading it, or closing a toast): it stays where it is.
      if (stack && pointerWithin(stack)) return;
      const width = document.documentElement.clientWidth;
      const wide = window.matchMedia(theme.breakpoints.up('sm').replace('@media', '')).matches;
      const column = {
        left: wide ? width - 20 - STACK_WIDTH_PX : 16,
        right: wide ? width - 20 : width - 16,
        height: (stack?.height ?? 0) + newToasts * NEW_TOAST_HEIGHT_PX,
      };
      const limits = { minTop: belowTopBarNow(theme), maxBottom: window.innerHeight - TOAST_GAP_PX, gap: TOAST_GAP_PX };
      const { always, page } = toastObstacles();
      // Clear of everything if there is room; else at least of the pointer and the controls.
      const next = clearTop(column, [...always, ...page], limits, top.current) ?? clearTop(column, always, limits) ?? limits.minTop;
      if (next === top.current) return;
      top.current = next;
      element.style.setProperty(TOASTS_TOP_VARIABLE, `${next}px`);
    },
    [theme],
  );

  // The page may move under the stack (scrolling, a new page, a header growing): once a frame at most, while it shows.
  useEffect(() => {
    let frame = 0;
    const later = () => {
      // No toast shows: nothing to move, and the next stack starts afresh.
      if (!area.current?.hasChildNodes()) top.current = undefined;
      if (frame || top.current === undefined) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
    };
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [place]);

  // The provider above has mounted by the time this effect runs, so enqueueSnackbar reaches it.
  useEffect(() => {
    if (toasts.length === 0) return;
    place(toasts.length);
    for (const toast of toasts) enqueueSnackbar(<ToastContent {...toast} />, { variant: toast.variant ?? 'default' });
    onShown(toasts.length);
  }, [toasts, onShown, place]);

  return (
    <div ref={area}>
      <ClassNames>
        {({ css }) => (
          <SnackbarProvider
            maxSnack={MAX_TOASTS}
            autoHideDuration={TOAST_DURATION_MS}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            // Doubled to outrank notistack's own single-class `top`, whichever style sheet comes later.
            classes={{ containerAnchorOriginTopRight: css({ '&&': stackStyles(theme) }) }}
            Components={{ success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast }}
            onEntered={() => place()}
            onExited={() => place()}
          />
        )}
      </ClassNames>
    </div>
  );
}
