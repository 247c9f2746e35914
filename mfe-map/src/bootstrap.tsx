import { routes } from 'shared-contracts/contract';
import { renderStandaloneArea } from 'shared-contracts/standalone';

import MapRoutes from './routes/MapRoutes';

renderStandaloneArea({
  name: 'Live Map',
  links: [
    { label: 'Fleet map', to: routes.admin.tracking },
    { label: 'UK fleet', to: routes.admin.ukFleet },
  ],
  Routes: MapRoutes,
});
