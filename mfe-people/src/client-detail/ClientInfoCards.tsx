import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ClientRecord } from 'shared-contracts/contract';
import { formatCurrency, formatDate } from 'shared-contracts/domain';
import { type Client, clientTypeLabel } from 'shared-contracts/records';
import { DetailCard, Facts } from 'shared-contracts/ui/detail';

import { paymentTermsLabel } from '../common/clientLabels';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const orDash = (text: string) => text || '—';

/** The business address on as many lines as it has. */
function Address({ client }: { client: Client }) {
  const lines = [client.address, client.city, client.postcode, client.country].filter(Boolean);
  return lines.length ? (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Box>
  ) : (
    <>—</>
  );
}

/** Contact Information and Account Details, side by side on wide screens. */
export function ClientInfoCards({ client }: { client: ClientRecord }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <DetailCard title="Contact Information" icon={<ContactMailOutlinedIcon />}>
        <Facts
          items={[
            {
              label: 'Primary Contact',
              value: client.contact_title ? `${client.contact_name}, ${client.contact_title}` : client.contact_name,
            },
            { label: 'Email', value: <Link href={`mailto:${client.email}`}>{client.email}</Link> },
            { label: 'Office Phone', value: <Link href={telHref(client.phone)}>{client.phone}</Link> },
            { label: 'Mobile', value: client.mobile ? <Link href={telHref(client.mobile)}>{client.mobile}</Link> : '—' },
            { label: 'Business Address', value: <Address client={client} /> },
            { label: 'Website', value: client.website ? <Link href={client.website}>{client.website}</Link> : '—' },
          ]}
        />
      </DetailCard>
      <DetailCard title="Account Details" icon={<AccountBalanceOutlinedIcon />}>
        <Facts
          items={[
            { label: 'Client Type', value: clientTypeLabel(client.client_type) },
            { label: 'Payment Terms', value: paymentTermsLabel(client.payment_terms) },
            { label: 'Credit Limit', value: formatCurrency(client.credit_limit, { pence: false }) },
            { label: 'Registration Date', value: formatDate(client.created_at) },
            { label: 'Last Job Date', value: client.last_job_date ? formatDate(client.last_job_date) : 'No jobs yet' },
            { label: 'Notes', value: orDash(client.notes) },
          ]}
        />
      </DetailCard>
    </Box>
  );
}
