/**
 * Never called: these lazy imports only put modules into the host's build so
 * that the host provides them to the share scope at start-up. With
 * 'loaded-first' sharing a remote then takes the host's copy instead of its
 * own, so the data grid and every deep @mui/material path an area uses run
 * once in the browser, from one container. Nothing here is downloaded until
 * an area asks for it. `hostProvidedLibraries.test.ts` fails when an area uses
 * a deep MUI path that neither the host nor this list imports.
 */
export const hostProvidedLibraries = [
  () => import('shared-contracts/grid'),
  () => import('@mui/material/Autocomplete'),
  () => import('@mui/material/ButtonBase'),
  () => import('@mui/material/DialogContentText'),
  () => import('@mui/material/DialogActions'),
  () => import('@mui/material/DialogContent'),
  () => import('@mui/material/DialogTitle'),
  () => import('@mui/material/Grid'),
  () => import('@mui/material/InputAdornment'),
  () => import('@mui/material/Link'),
  () => import('@mui/material/Collapse'),
  () => import('@mui/material/Container'),
];
