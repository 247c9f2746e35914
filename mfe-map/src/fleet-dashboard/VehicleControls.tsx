import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { formatSpeed } from '../live-fleet/formatSpeed';
import { VehicleStatusChip } from '../live-fleet/VehicleStatusChip';
import { CITY_NAMES } from '../simulation/cities';
import type { ClickMapEvent, ClickMapMode } from '../simulation/clickMapMode';
import type { FleetController } from '../simulation/fleetController';
import { vehicleView } from '../simulation/fleetViews';
import type { LngLat } from '../simulation/geo';
import { MAX_SLIDER_SPEED_KPH, MIN_SLIDER_SPEED_KPH } from '../simulation/simulationRules';
import { ClickMapPointForm } from './ClickMapPointForm';

const NO_SELECTION_HINT = 'Select a vehicle (click a marker or list) to control';

interface VehicleControlsProps {
  controller: FleetController;
  /** The selected vehicle, -1 for none. */
  index: number;
  clickMode: ClickMapMode;
  onClickMapEvent: (event: ClickMapEvent) => void;
  /** A point for Click Map mode typed or chosen here rather than clicked. */
  onClickMapPoint: (at: LngLat) => void;
  onViewJob: (jobId: string) => void;
  /** The vehicle jumped (teleport): centre it again. */
  onMoved: () => void;
  /** What the last command did, read out politely. */
  message: string;
  onMessage: (message: string) => void;
}

/** The Controls card: commands for the selected vehicle, or the hint to select one. */
export function VehicleControls({
  controller,
  index,
  clickMode,
  onClickMapEvent,
  onClickMapPoint,
  onViewJob,
  onMoved,
  message,
  onMessage,
}: VehicleControlsProps) {
  const titleId = useId();
  const speedId = useId();
  const [teleportAnchor, setTeleportAnchor] = useState<HTMLElement | null>(null);
  const vehicle = index >= 0 ? vehicleView(controller.simulation, index) : null;

  const body = !vehicle ? (
    <Typography color="text.secondary">{NO_SELECTION_HINT}</Typography>
  ) : (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{vehicle.reg}</Typography>
        <VehicleStatusChip status={vehicle.status} />
        {vehicle.paused && <Typography variant="body2">Paused</Typography>}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {vehicle.driver} · {vehicle.city} · {formatSpeed(vehicle.speedKph)} · {vehicle.jobId ? `Job ${vehicle.jobId}` : 'No job'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={vehicle.status === 'offline'}
          onClick={() => {
            const done = vehicle.paused ? controller.resumeVehicle(vehicle.id) : controller.pauseVehicle(vehicle.id);
            if (done) onMessage(`${vehicle.reg} ${vehicle.paused ? 'resumed' : 'paused'}`);
          }}
        >
          {vehicle.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={vehicle.status === 'offline'}
          onClick={() => {
            const job = controller.createJob(vehicle.id);
            if (job) onMessage(`${job.id} created for ${vehicle.reg}`);
          }}
        >
          New Job
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="menu"
          aria-expanded={Boolean(teleportAnchor)}
          onClick={(event) => setTeleportAnchor(event.currentTarget)}
        >
          Teleport to City
        </Button>
        <Button
          variant={clickMode.step === 'off' ? 'outlined' : 'contained'}
          size="small"
          aria-pressed={clickMode.step !== 'off'}
          disabled={vehicle.status === 'offline'}
          onClick={() => onClickMapEvent(clickMode.step === 'off' ? { type: 'start', vehicleId: vehicle.id } : { type: 'cancel' })}
        >
          Click Map
        </Button>
        {vehicle.jobId && (
          <Button variant="text" size="small" onClick={() => onViewJob(vehicle.jobId!)}>
            View Job
          </Button>
        )}
      </Box>
      <Menu anchorEl={teleportAnchor} open={Boolean(teleportAnchor)} onClose={() => setTeleportAnchor(null)}>
        {CITY_NAMES.map((city) => (
          <MenuItem
            key={city}
            onClick={() => {
              setTeleportAnchor(null);
              controller.teleportVehicle(vehicle.id, city);
              onMessage(`${vehicle.reg} teleported to ${city}`);
              onMoved();
            }}
          >
            {city}
          </MenuItem>
        ))}
      </Menu>
      {clickMode.step !== 'off' && (
        <ClickMapPointForm
          key={clickMode.step}
          mode={clickMode}
          onPoint={onClickMapPoint}
          onCancel={() => onClickMapEvent({ type: 'cancel' })}
        />
      )}
      <Box sx={{ mt: 2, px: 1 }}>
        <Typography id={speedId} variant="body2" sx={{ fontWeight: 600 }}>
          Speed (km/h): {Math.round(vehicle.speedKph)}
        </Typography>
        <Slider
          aria-labelledby={speedId}
          value={Math.round(vehicle.speedKph)}
          min={MIN_SLIDER_SPEED_KPH}
          max={MAX_SLIDER_SPEED_KPH}
          step={1}
          getAriaValueText={(value) => `${value} km/h`}
          onChange={(_event, value) => controller.setVehicleSpeed(vehicle.id, value as number)}
        />
      </Box>
    </>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Controls
      </Typography>
      {body}
      <Typography role="status" variant="body2" sx={{ mt: message ? 1 : 0 }}>
        {message}
      </Typography>
    </Paper>
  );
}
