import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { routes, type ToastMessage } from 'shared-contracts/contract';
import { useShowController } from 'shared-contracts/controllers/show';
import { useCan, useGetOne } from 'shared-contracts/data';
import { formatDate } from 'shared-contracts/domain';
import type { Invoice } from 'shared-contracts/records';
import { BusyButton, type NotFoundViewProps } from 'shared-contracts/ui';
import { ShowPage, type ShowWords } from 'shared-contracts/ui/detail';

import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { InvoiceCards } from './InvoiceCards';
import { useSendInvoice } from './useSendInvoice';

const WORDS: ShowWords<Invoice> = {
  title: (invoice) => (invoice ? `Invoice ${invoice.id}` : 'Invoice'),
  subtitle: (invoice) => `${invoice.client_name} · ${formatDate(invoice.invoice_date)}`,
  failure: 'This invoice could not be loaded',
};
const notFound = (id: string): NotFoundViewProps => ({
  title: 'Invoice not found',
  message: `There is no invoice "${id}".`,
  backTo: routes.invoices.list,
  backLabel: 'Back to Invoices',
});
// The specification's Download PDF shows a message; it also downloads the PDF.
const pdfToast = (invoiceId: string): ToastMessage => ({ title: 'Download PDF', description: `Invoice ${invoiceId} downloaded as a PDF.` });

/**
 * /admin/invoices/{invoiceId}: one invoice, with Download PDF and Send Invoice (for a role that may send); the client's
 * details are read beside it.
 */
export default function InvoiceDetailPage() {
  const invoice = useShowController('invoices', { history: true });
  const client = useGetOne('clients', invoice.record?.client_id);
  const pdf = useInvoiceDownload('pdf', pdfToast);
  const sender = useSendInvoice();
  const maySend = useCan('invoices', 'send');

  return (
    <ShowPage
      controller={invoice}
      words={WORDS}
      notFound={notFound}
      actions={(shown) => (
        <>
          <BusyButton
            variant="outlined"
            startIcon={<PictureAsPdfOutlinedIcon />}
            onClick={() => pdf.download(shown, client.data)}
            busy={pdf.busyId !== null}
            busyLabel="Preparing PDF..."
          >
            Download PDF
          </BusyButton>
          {maySend && (
            <BusyButton
              variant="contained"
              startIcon={<SendOutlinedIcon />}
              onClick={() => sender.send(shown)}
              busy={sender.busy}
              busyLabel="Sending..."
              // A cancelled invoice is never sent.
              disabled={shown.status === 'cancelled'}
            >
              Send Invoice
            </BusyButton>
          )}
        </>
      )}
    >
      {(shown) => <InvoiceCards invoice={shown} client={client} />}
    </ShowPage>
  );
}
