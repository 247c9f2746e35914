import { routes } from 'shared-contracts/contract';
import { renderStandaloneArea } from 'shared-contracts/standalone';

import JobsRoutes from './routes/JobsRoutes';

renderStandaloneArea({
  name: 'Jobs',
  links: [
    { label: 'Dashboard', to: routes.admin.dashboard },
    { label: 'Jobs', to: routes.jobs.list },
  ],
  Routes: JobsRoutes,
});
