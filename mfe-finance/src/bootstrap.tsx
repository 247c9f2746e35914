import { routes } from 'shared-contracts/contract';
import { renderStandaloneArea } from 'shared-contracts/standalone';

import FinanceRoutes from './routes/FinanceRoutes';

renderStandaloneArea({
  name: 'Finance',
  links: [
    { label: 'Invoices', to: routes.invoices.list },
    { label: 'Reports', to: routes.admin.reports },
  ],
  Routes: FinanceRoutes,
});
