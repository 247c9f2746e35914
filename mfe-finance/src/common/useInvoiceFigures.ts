import { useMemo } from 'react';
import { useAggregate } from 'shared-contracts/data';

import { invoiceFigures, INVOICES_BY_STATUS } from './invoiceFigures';

/**
 * The invoice figures (revenue, paid, outstanding, overdue, drafts) from one aggregate read of count and
 * total per status; `data` is undefined until read.
 */
export function useInvoiceFigures() {
  const load = useAggregate('invoices', INVOICES_BY_STATUS);
  const data = useMemo(() => (load.data ? invoiceFigures(load.data) : undefined), [load.data]);
  return { load, data };
}
