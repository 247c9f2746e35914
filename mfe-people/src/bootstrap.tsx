import { routes } from 'shared-contracts/contract';
import { renderStandaloneArea } from 'shared-contracts/standalone';

import PeopleRoutes from './routes/PeopleRoutes';

renderStandaloneArea({
  name: 'People',
  links: [
    { label: 'Drivers', to: routes.drivers.list },
    { label: 'Clients', to: routes.clients.list },
  ],
  Routes: PeopleRoutes,
});
