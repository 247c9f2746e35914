import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { routes } from 'shared-contracts/contract';
import type { Loaded } from 'shared-contracts/data';
import { COMPANY, formatDate, invoiceStatusBadge, invoiceTotals } from 'shared-contracts/domain';
import type { Client, Invoice } from 'shared-contracts/records';
import { Link as RouterLink } from 'shared-contracts/ui';
import { DetailCard, Facts, Lines } from 'shared-contracts/ui/detail';

import { invoicePaymentTerms, paymentMethodLabel } from '../common/invoiceWording';
import { InvoiceStatusCard } from './InvoiceStatusCard';
import { ServicesCard } from './ServicesCard';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

function FromCard() {
  const { address } = COMPANY;
  return (
    <DetailCard title="From" icon={<ApartmentOutlinedIcon />}>
      <Lines
        lines={[
          <strong key="name">{COMPANY.legalName}</strong>,
          address.street,
          `${address.city} ${address.postcode}`,
          address.country,
          <Link key="phone" href={COMPANY.phoneHref}>
            {COMPANY.phone}
          </Link>,
          <Link key="email" href={`mailto:${COMPANY.email}`}>
            {COMPANY.email}
          </Link>,
        ]}
      />
    </DetailCard>
  );
}

/** The client's contact lines under its name, once read. */
function clientLines(client: Client) {
  return [
    client.contact_name,
    client.address,
    `${client.city} ${client.postcode}`.trim(),
    client.email && (
      <Link key="email" href={`mailto:${client.email}`}>
        {client.email}
      </Link>
    ),
    client.phone && (
      <Link key="phone" href={telHref(client.phone)}>
        {client.phone}
      </Link>
    ),
  ];
}

/** Bill To: the invoice's client by name at once, its details as they are read (a client no longer on file shows its name only). */
function BillToCard({ invoice, client }: { invoice: Invoice; client: Loaded<Client> }) {
  const name = (
    <Link key="name" component={RouterLink} to={routes.clients.detail(invoice.client_id)} sx={{ fontWeight: 700 }}>
      {client.data?.company_name ?? invoice.client_name}
    </Link>
  );
  return (
    <DetailCard title="Bill To" icon={<PersonOutlineOutlinedIcon />}>
      <Lines lines={client.status === 'ready' && client.data ? [name, ...clientLines(client.data)] : [name]} />
      {client.status === 'loading' && (
        <Box role="status" aria-label="Loading the client's details" sx={{ mt: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      )}
      {client.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={client.retry}>
              Retry
            </Button>
          }
        >
          The client's details could not be loaded.
        </Alert>
      )}
    </DetailCard>
  );
}

function InvoiceDetailsCard({ invoice }: { invoice: Invoice }) {
  return (
    <DetailCard title="Invoice Details" icon={<ReceiptLongOutlinedIcon />}>
      <Facts
        items={[
          { label: 'Invoice Number', value: invoice.id },
          { label: 'Invoice Date', value: formatDate(invoice.invoice_date) },
          { label: 'Due Date', value: formatDate(invoice.due_date) },
          {
            label: 'Job ID',
            value: invoice.job_id ? (
              <Link component={RouterLink} to={routes.jobs.detail(invoice.job_id)}>
                {invoice.job_id}
              </Link>
            ) : (
              '—'
            ),
          },
          { label: 'Company Registration', value: COMPANY.companyRegistrationNumber },
          { label: 'VAT Registration', value: COMPANY.vatRegistrationNumber },
        ]}
      />
    </DetailCard>
  );
}

function PaymentCard({ invoice }: { invoice: Invoice }) {
  return (
    <DetailCard title="Payment Information" icon={<PaymentsOutlinedIcon />}>
      <Facts
        items={[
          { label: 'Status', value: invoiceStatusBadge(invoice.status).label },
          { label: 'Payment Terms', value: invoicePaymentTerms(invoice) },
          { label: 'Payment Method', value: invoice.payment_method ? paymentMethodLabel(invoice.payment_method) : 'Not paid yet' },
          { label: 'Payment Date', value: invoice.payment_date ? formatDate(invoice.payment_date) : 'Not paid yet' },
        ]}
      />
    </DetailCard>
  );
}

/** The invoice page's cards: status, the two parties, details, payment, services with totals, notes. */
export function InvoiceCards({ invoice, client }: { invoice: Invoice; client: Loaded<Client> }) {
  const totals = invoiceTotals(invoice.amount, invoice.vat_rate);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InvoiceStatusCard invoice={invoice} total={totals.total_amount} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FromCard />
        <BillToCard invoice={invoice} client={client} />
        <InvoiceDetailsCard invoice={invoice} />
        <PaymentCard invoice={invoice} />
      </Box>
      <ServicesCard invoice={invoice} totals={totals} />
      <DetailCard title="Notes" icon={<NotesOutlinedIcon />}>
        <Box
          sx={{
            typography: 'body2',
            color: invoice.notes ? 'text.primary' : 'text.secondary',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {invoice.notes || 'No notes for this invoice.'}
        </Box>
      </DetailCard>
    </Box>
  );
}
