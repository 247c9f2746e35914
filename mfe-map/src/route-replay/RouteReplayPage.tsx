import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { type RoutePoint, routes, showToast } from 'shared-contracts/contract';
import { useClock, useDataProvider, useGetOne, useVehicleRoute } from 'shared-contracts/data';
import { formatDate, formatDateLong, isIsoDate, toIsoDate } from 'shared-contracts/domain';
import {
  BusyButton,
  EmptyState,
  ErrorView,
  LoadingView,
  NotFoundView,
  PageHeader,
  saveFile,
  useParams,
  useSearchParams,
} from 'shared-contracts/ui';

import { LIVE_MAP_SX, liveLayoutSx } from '../live-fleet/LivePageFrame';
import { MapAttribution } from '../live-fleet/MapAttribution';
import { ReplayControls } from './ReplayControls';
import { positionAt, routeFigures } from './routeFigures';
import { RouteFiguresList } from './RouteFiguresList';
import { RouteMap } from './RouteMap';
import { StopsList } from './StopsList';
import { useReplay } from './useReplay';

const NO_POSITIONS = 'No positions for this vehicle on this day';
const PANEL_WIDTH = 380;

/** The day's figures and replay, for a day with positions. */
function useRoutePlayer(vehicleId: string, date: string, points: readonly RoutePoint[]) {
  const figures = useMemo(() => routeFigures(points), [points]);
  const start = points.length > 0 ? Date.parse(points[0].at) : 0;
  const end = points.length > 0 ? Date.parse(points[points.length - 1].at) : 0;
  const replay = useReplay(`${vehicleId} ${date}`, start, end);
  const mapRoute = useMemo(
    () =>
      points.length > 0
        ? { line: points.map((point) => [point.lon, point.lat] as const), stops: figures.stops.map((stop) => stop.at) }
        : null,
    [points, figures],
  );
  const here = points.length > 0 ? positionAt(points, replay.time) : null;
  return { figures, start, end, replay, mapRoute, here };
}

/** Export GPX: the provider's GPX of the day, saved as a file. */
function ExportGpxButton({ vehicleId, date, disabled }: { vehicleId: string; date: string; disabled: boolean }) {
  const provider = useDataProvider();
  const [busy, setBusy] = useState(false);
  if (!provider.getVehicleRouteGpx) return null;
  const exportGpx = async () => {
    setBusy(true);
    try {
      const gpx = await provider.getVehicleRouteGpx!(vehicleId, { date });
      saveFile(new Blob([gpx], { type: 'application/gpx+xml' }), `${vehicleId}-${date}.gpx`);
    } catch {
      showToast({ title: 'Export failed', description: 'The route could not be exported. Try again in a moment.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      busy={busy}
      busyLabel="Exporting..."
      disabled={disabled}
      onClick={exportGpx}
    >
      Export GPX
    </BusyButton>
  );
}

/**
 * /admin/tracking/vehicles/:vehicleId/route?date=YYYY-MM-DD: a vehicle's day (today without a date) on the map, with a
 * time slider, play and pause at 1×, 10× or 60×, its stops and figures, and its export as GPX.
 */
export default function RouteReplayPage() {
  const { vehicleId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(useClock()());
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  const vehicle = useGetOne('vehicles', vehicleId);
  const route = useVehicleRoute(vehicleId, date);
  const points = route.data ?? [];
  const { figures, start, end, replay, mapRoute, here } = useRoutePlayer(vehicleId, date, points);

  if (vehicle.status === 'not-found') {
    return (
      <NotFoundView
        title="Vehicle Not Found"
        message={`No vehicle has the ID "${vehicleId}".`}
        backTo={routes.admin.tracking}
        backLabel="Back to Live Map"
      />
    );
  }
  if (vehicle.status === 'error') {
    return (
      <ErrorView
        title="The vehicle could not be loaded"
        message="Its route needs the vehicle. Try again in a moment."
        onRetry={vehicle.retry}
      />
    );
  }
  if (!vehicle.data) return <LoadingView label="Loading the vehicle..." />;

  const { registration, driver_name: driver } = vehicle.data;
  const chooseDay = (day: string) => {
    if (isIsoDate(day)) setParams({ date: day }, { replace: true });
  };
  const ready = route.status === 'ready' && points.length > 0;
  return (
    <Box>
      <PageHeader
        title={`Route of ${registration}`}
        subtitle={`${driver ?? 'No driver assigned'} · ${formatDateLong(date)}`}
        back={{ label: 'Back to Live Map', to: `${routes.admin.tracking}?vehicle=${encodeURIComponent(vehicleId)}` }}
      />
      <Box sx={liveLayoutSx(PANEL_WIDTH)}>
        <RouteMap
          label={`Route map: ${registration} on ${formatDate(date)}`}
          route={mapRoute}
          vehicleAt={here?.at ?? null}
          sx={LIVE_MAP_SX}
        />
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <TextField
              label="Day"
              type="date"
              size="small"
              value={date}
              onChange={(event) => chooseDay(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <ExportGpxButton vehicleId={vehicleId} date={date} disabled={!ready} />
          </Box>
          {route.status === 'loading' && <LoadingView label="Loading the route..." />}
          {route.status === 'error' && (
            <ErrorView title="The route could not be loaded" message="Try again in a moment." onRetry={route.retry} />
          )}
          {route.status === 'ready' && points.length === 0 && (
            <EmptyState title={NO_POSITIONS} message="Choose another day, or check that the vehicle’s tracker reports." />
          )}
          {ready && (
            <>
              <ReplayControls replay={replay} start={start} end={end} speedKmh={here?.speedKmh ?? 0} />
              <RouteFiguresList figures={figures} />
              <StopsList stops={figures.stops} onChoose={replay.seek} />
            </>
          )}
        </Paper>
      </Box>
      <MapAttribution />
    </Box>
  );
}
