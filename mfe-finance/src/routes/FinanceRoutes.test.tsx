import { screen } from '@testing-library/react';

import { renderFinance } from '../testing/financeFixture';
import FinanceRoutes from './FinanceRoutes';

const renderAt = (url: string) => renderFinance(<FinanceRoutes />, { path: '*', url });

// The screens' modules load before the tests (their first import compiles the data grid and more), so
// each test below waits for its screen to render, not for modules to load.
beforeAll(async () => {
  await Promise.all([
    import('../invoices-list/InvoicesListPage'),
    import('../invoice-form/InvoiceCreatePage'),
    import('../invoice-detail/InvoiceDetailPage'),
    import('../reports/ReportsPage'),
  ]);
}, 60_000);

describe('FinanceRoutes', () => {
  it.each([
    ['/admin/invoices', 'Invoice Management'],
    ['/admin/invoices?job=JOB-2025-0001', 'Invoice Management'],
    ['/admin/invoices/new', 'Generate New Invoice'],
    ['/admin/invoices/ZRV20250805001', 'Invoice ZRV20250805001'],
    ['/admin/reports', 'Reports & Analytics'],
  ])('%s shows "%s"', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/admin/invoices/ZRV20250805001/edit', '/admin/reports/monthly', '/admin/invoices/new/extra'])(
    '%s is the portal 404',
    async (url) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', url);
      error.mockRestore();
    },
  );
});
