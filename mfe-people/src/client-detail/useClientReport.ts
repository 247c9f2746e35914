import { useRef, useState } from 'react';
import { type ClientRecord, showToast } from 'shared-contracts/contract';
import { readAll, useClock, useDataProvider } from 'shared-contracts/data';
import { downloadJson } from 'shared-contracts/ui';

import { clientReport, clientReportFileName } from './clientReport';

const reportToast = (company: string) => ({ title: 'Report Generated', description: `The report for ${company} has been downloaded.` });
const FAILED_TOAST = { title: 'Error', description: 'Failed to generate the report. Please try again.' };

/**
 * Generate Report: reads every invoice of the client through the provider (the page shows ten), then
 * downloads the report. Busy while it reads; a second click meanwhile does nothing.
 */
export function useClientReport(client: ClientRecord) {
  const provider = useDataProvider();
  const now = useClock();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const generate = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const invoices = await readAll(provider, 'invoices', { filter: { client_id: client.id }, sort: 'invoice_date', order: 'desc' });
      downloadJson(clientReportFileName(client.company_name), clientReport(client, invoices, now()));
      showToast({ ...reportToast(client.company_name), variant: 'success' });
    } catch (error) {
      console.error('The client report could not be generated', error);
      showToast({ ...FAILED_TOAST, variant: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, generate };
}
