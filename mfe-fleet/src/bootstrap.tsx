import { routes } from 'shared-contracts/contract';
import { renderStandaloneArea } from 'shared-contracts/standalone';

import FleetRoutes from './routes/FleetRoutes';

renderStandaloneArea({
  name: 'Fleet',
  links: [
    { label: 'Vehicles', to: routes.vehicles.list },
    { label: 'Alerts', to: routes.admin.alerts },
    { label: 'Warehouses', to: routes.admin.warehouses },
  ],
  Routes: FleetRoutes,
});
