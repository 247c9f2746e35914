import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import { formatDate, routes, type ToastMessage } from 'shared-contracts/contract';
import { useGetOne } from 'shared-contracts/data';
import { BusyButton, ErrorView, LoadingView, NotFoundView, PageHeader, useParams } from 'shared-contracts/ui';

import { useInvoiceDownload } from '../invoice-document/useInvoiceDownload';
import { InvoiceCards } from './InvoiceCards';
import { useSendInvoice } from './useSendInvoice';

const INVOICE_NOT_FOUND_TITLE = 'Invoice not found';
const notFoundMessage = (id: string) => `There is no invoice "${id}".`;
// The specification's Download PDF shows a message; it also downloads the PDF.
const pdfToast = (invoiceId: string): ToastMessage => ({ title: 'Download PDF', description: `Invoice ${invoiceId} downloaded as a PDF.` });

/** /admin/invoices/{invoiceId}: one invoice, with Download PDF and Send Invoice; the client's details are read beside it. */
export default function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useGetOne('invoices', invoiceId);
  const client = useGetOne('clients', invoice.data?.client_id);
  const pdf = useInvoiceDownload('pdf', pdfToast);
  const sender = useSendInvoice();

  if (invoice.status === 'not-found') {
    return (
      <NotFoundView
        title={INVOICE_NOT_FOUND_TITLE}
        message={notFoundMessage(invoiceId)}
        backTo={routes.invoices.list}
        backLabel="Back to Invoices"
      />
    );
  }

  const shown = invoice.data;
  return (
    <Box>
      <PageHeader
        title={shown ? `Invoice ${shown.id}` : 'Invoice'}
        subtitle={shown ? `${shown.client_name} · ${formatDate(shown.invoice_date)}` : undefined}
        back={{ label: 'Back to Invoices', to: routes.invoices.list }}
        actions={
          shown && (
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
            </>
          )
        }
      />
      {invoice.status === 'error' ? (
        <ErrorView title="This invoice could not be loaded" message="Please try again." onRetry={invoice.retry} />
      ) : shown ? (
        <InvoiceCards invoice={shown} client={client} />
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
