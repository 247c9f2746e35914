import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Slides in view from each breakpoint up: 1 on small screens, 2 on medium, 3 on large. */
const SLIDES_PER_VIEW = { xs: 1, md: 2, lg: 3 } as const;

/**
 * The width of a slide, set by CSS at each breakpoint so a page drawn before JavaScript runs (which
 * cannot know the screen) lays the slides out as the live page will.
 */
export const SLIDE_FLEX = Object.fromEntries(
  Object.entries(SLIDES_PER_VIEW).map(([breakpoint, count]) => [breakpoint, `0 0 ${100 / count}%`]),
);

/** Whether a slide is in view at each breakpoint when the carousel has not moved: CSS for a page drawn before JavaScript runs. */
export const slideVisibility = (index: number) =>
  Object.fromEntries(Object.entries(SLIDES_PER_VIEW).map(([breakpoint, count]) => [breakpoint, index < count ? 'visible' : 'hidden']));

/** How many slides are in view now, and whether motion should be avoided. */
export function useCarouselMedia() {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const medium = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return { perView: large ? SLIDES_PER_VIEW.lg : medium ? SLIDES_PER_VIEW.md : SLIDES_PER_VIEW.xs, reducedMotion };
}
