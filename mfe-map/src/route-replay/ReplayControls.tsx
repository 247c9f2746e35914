import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatTime } from 'shared-contracts/domain';

import { formatSpeed } from '../live-fleet/formatSpeed';
import { type Replay, REPLAY_SPEEDS, type ReplaySpeed } from './useReplay';

const MINUTE_MS = 60_000;
/** Page Up and Page Down (and Shift with an arrow) move the slider this far. */
const LONG_STEP_MS = 10 * MINUTE_MS;

interface ReplayControlsProps {
  replay: Replay;
  /** The day's first and last position, epoch ms. */
  start: number;
  end: number;
  /** The vehicle's speed at the slider's time. */
  speedKmh: number;
}

/** Play or pause the day, move through it with the time slider (a minute an arrow key, ten a page key), and choose the pace. */
export function ReplayControls({ replay, start, end, speedKmh }: ReplayControlsProps) {
  const timeId = useId();
  const speedLabelId = useId();
  return (
    <Box component="section" aria-label="Replay" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={replay.playing ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={replay.playing ? replay.pause : replay.play}
          sx={{ minWidth: 96 }}
        >
          {replay.playing ? 'Pause' : 'Play'}
        </Button>
        <Typography id={timeId} component="p" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
          {formatTime(replay.time)}
        </Typography>
        <Typography color="text.secondary">{formatSpeed(speedKmh)}</Typography>
      </Box>
      <Slider
        aria-label="Time"
        aria-describedby={timeId}
        min={start}
        max={end}
        step={MINUTE_MS}
        shiftStep={LONG_STEP_MS}
        value={replay.time}
        onChange={(_event, value) => replay.seek(value as number)}
        getAriaValueText={(value) => formatTime(value)}
        valueLabelFormat={(value) => formatTime(value)}
        valueLabelDisplay="auto"
        disabled={start === end}
        sx={{ mx: 1, width: 'auto' }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary', typography: 'body2', mt: -1 }}>
        <span>{formatTime(start)}</span>
        <span>{formatTime(end)}</span>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography id={speedLabelId} variant="body2" color="text.secondary">
          Speed
        </Typography>
        <ToggleButtonGroup
          aria-labelledby={speedLabelId}
          size="small"
          exclusive
          value={replay.speed}
          onChange={(_event, value: ReplaySpeed | null) => value !== null && replay.setSpeed(value)}
        >
          {REPLAY_SPEEDS.map((speed) => (
            <ToggleButton key={speed} value={speed} sx={{ px: 1.5 }}>
              {speed}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
