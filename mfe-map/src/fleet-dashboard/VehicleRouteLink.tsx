import RouteIcon from '@mui/icons-material/Route';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAX_PER_PAGE, routes } from 'shared-contracts/contract';
import { useDataProvider, useGetList } from 'shared-contracts/data';
import { Link } from 'shared-contracts/ui';

/** The fleet as the map reads it (useFleetController): this read is answered from the cache. */
const FLEET = { perPage: MAX_PER_PAGE } as const;

/**
 * For the selected vehicle, a way to its route of the day (the replay), for every role that sees the map; nothing for a
 * vehicle the simulation added to the fleet, nor where the data keeps no routes.
 */
export function VehicleRouteLink({ vehicleId }: { vehicleId: string | null }) {
  const provider = useDataProvider();
  const fleet = useGetList('vehicles', FLEET);
  const vehicle = vehicleId ? fleet.data?.data.find((record) => record.id === vehicleId) : undefined;
  if (!provider.getVehicleRoute || !vehicle) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Route history"
      sx={{ p: 1.5, mb: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <Typography variant="body2">Where {vehicle.registration} has been today, stop by stop</Typography>
      <Button component={Link} to={routes.admin.vehicleRoute(vehicle.id)} variant="outlined" size="small" startIcon={<RouteIcon />}>
        Route
      </Button>
    </Paper>
  );
}
