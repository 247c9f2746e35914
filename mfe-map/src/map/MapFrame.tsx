import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type ReactNode, type RefObject, useId } from 'react';

import type { MapStatus } from './useMapHandle';

const MAP_LOADING_FAILED = 'Map loading failed';

interface MapFrameProps {
  mapRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  onRetry: () => void;
  /** Names the map for assistive technology, e.g. "Fleet map". */
  label: string;
  /** How to use it without a mouse; read out with the name. */
  hint: string;
  onZoom?: (delta: number) => void;
  sx?: SxProps<Theme>;
  /** Drawn over the map (e.g. the click-map banner). */
  children?: ReactNode;
}

const STATE_SX = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 1.5,
  p: 2,
  textAlign: 'center',
} as const;

/**
 * The box a map draws in: focusable (arrow keys pan, + and − zoom), zoom buttons, and its loading and failed states.
 *
 * @example <MapFrame mapRef={ref} status={status} onRetry={retry} label="Fleet map" hint="…" onZoom={handle?.zoomBy} />
 */
export function MapFrame({ mapRef, status, onRetry, label, hint, onZoom, sx, children }: MapFrameProps) {
  const hintId = useId();
  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        ref={mapRef}
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={status === 'failed' ? -1 : 0}
        sx={{
          position: 'absolute',
          inset: 0,
          visibility: status === 'failed' ? 'hidden' : 'visible',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      />
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {hint}
      </Box>
      {status === 'ready' && onZoom && (
        <Paper elevation={2} sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', flexDirection: 'column' }}>
          <IconButton aria-label="Zoom in" onClick={() => onZoom(1)} size="small">
            <AddIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label="Zoom out" onClick={() => onZoom(-1)} size="small">
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
      {status === 'loading' && (
        <Box role="status" sx={STATE_SX}>
          <CircularProgress aria-hidden size={28} />
          <Typography color="text.secondary">Loading the map…</Typography>
        </Box>
      )}
      {status === 'failed' && (
        <Box role="alert" sx={STATE_SX}>
          <Typography sx={{ fontWeight: 600 }}>{MAP_LOADING_FAILED}</Typography>
          <Box>
            <Button variant="outlined" size="small" onClick={onRetry}>
              Retry
            </Button>
          </Box>
        </Box>
      )}
      {children}
    </Box>
  );
}
