import { lazy, Suspense } from 'react';
import { routes } from 'shared-contracts/contract';
import { LoadingView, NotFoundPage, Route, Routes } from 'shared-contracts/ui';

// Each screen is its own chunk: opening the invoice list never downloads the form, the charts or the PDF library.
const InvoicesListPage = lazy(() => import('../invoices-list/InvoicesListPage'));
const InvoiceCreatePage = lazy(() => import('../invoice-form/InvoiceCreatePage'));
const InvoiceDetailPage = lazy(() => import('../invoice-detail/InvoiceDetailPage'));
const ReportsPage = lazy(() => import('../reports/ReportsPage'));

/**
 * The finance area's own routes, below the paths the contract gives it (/admin/invoices/*,
 * /admin/reports/*): a screen is added or renamed here without a host release. Any other path below
 * them (an invoice's /edit, /admin/reports/anything) is the portal's 404.
 */
export default function FinanceRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={routes.invoices.list} element={<InvoicesListPage />} />
        <Route path={routes.invoices.new} element={<InvoiceCreatePage />} />
        <Route path={`${routes.invoices.list}/:id`} element={<InvoiceDetailPage />} />
        <Route path={routes.admin.reports} element={<ReportsPage />} />
        <Route path="*" element={<NotFoundPage inLayout />} />
      </Routes>
    </Suspense>
  );
}
