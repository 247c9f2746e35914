import Box from '@mui/material/Box';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { formatDate, routes, type ToastMessage } from 'shared-contracts/contract';
import { useRecord } from 'shared-contracts/data';
import { BusyButton, ErrorView, LoadingView, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';
import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { InvoiceCards } from './InvoiceCards';
import { useSendInvoice } from './useSendInvoice';

const INVOICE_NOT_FOUND_TITLE = 'Invoice not found';
const notFoundMessage = (id: string) => `There is no invoice "${id}".`;
// The specification's Download PDF shows a message; it also downloads the PDF.
const pdfToast = (invoiceId: string): ToastMessage => ({ title: 'Download PDF', description: `Invoice ${invoiceId} downloaded as a PDF.` });

/** /admin/invoices/{invoiceId}: one invoice, with Download PDF and Send Invoice. */
export default function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const { status, data: invoice, reload } = useRecord('invoices', invoiceId);
  const client = useRecord('clients', invoice?.client_id);
  const pdf = useInvoiceDownload('pdf', pdfToast);
  const sender = useSendInvoice();

  if (status === 'not-found') {
    return <NotFoundView title={INVOICE_NOT_FOUND_TITLE} message={notFoundMessage(invoiceId)} backTo={routes.invoices.list} backLabel="Back to Invoices" />;
  }

  return (
    <Box>
      <PageHeader
        title={invoice ? `Invoice ${invoice.id}` : 'Invoice'}
        subtitle={invoice ? `${invoice.client_name} · ${formatDate(invoice.invoice_date)}` : undefined}
        back={{ label: 'Back to Invoices', to: routes.invoices.list }}
        actions={
          invoice && (
            <>
              <BusyButton variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => pdf.download(invoice)} busy={pdf.busyId !== null}>
                Download PDF
              </BusyButton>
              <BusyButton
                variant="contained"
                startIcon={<SendOutlinedIcon />}
                onClick={() => sender.send(invoice)}
                busy={sender.busy}
                busyLabel="Sending..."
                // A cancelled invoice is never sent: that button is off for good, not busy.
                disabled={invoice.status === 'cancelled'}
              >
                Send Invoice
              </BusyButton>
            </>
          )
        }
      />
      {status === 'error' ? (
        <ErrorView title="This invoice could not be loaded" message="Please try again." onRetry={reload} />
      ) : invoice && client.status !== 'loading' ? (
        <InvoiceCards invoice={invoice} client={client.data} />
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
