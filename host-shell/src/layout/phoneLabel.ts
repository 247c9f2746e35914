import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * A button label that phones do not show but screen readers still read, so the button keeps its
 * accessible name and the top bar fits on one line from 320 px up.
 *
 * @example <Box component="span" sx={phoneLabel}>Quick Create</Box>
 */
export const phoneLabel = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });
