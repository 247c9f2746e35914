import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatTime } from 'shared-contracts/domain';

import { REPLAY_COLOURS } from '../map/mapColours';
import type { RouteStop } from './routeFigures';
import { formatDuration } from './routeFigures';

/** The day's stops, each with its times and length; choosing one moves the replay to its start. */
export function StopsList({ stops, onChoose }: { stops: readonly RouteStop[]; onChoose: (time: number) => void }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Stops ({stops.length})
      </Typography>
      {stops.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No stop of 5 minutes or more.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {stops.map((stop) => (
            <li key={stop.from}>
              <ButtonBase
                onClick={() => onChoose(stop.from)}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: 1,
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  textAlign: 'left',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: REPLAY_COLOURS.stop, flex: 'none' }}
                />
                <span>
                  {formatTime(stop.from)}–{formatTime(stop.to)} · {formatDuration(stop.to - stop.from)}
                </span>
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
