import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** 1 slide on small screens, 2 on medium, 3 on large; and whether motion should be avoided. */
export function useCarouselMedia() {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const medium = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return { perView: large ? 3 : medium ? 2 : 1, reducedMotion };
}
