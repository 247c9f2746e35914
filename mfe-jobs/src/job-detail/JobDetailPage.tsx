import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { routes } from 'shared-contracts/contract';
import { useShowController } from 'shared-contracts/controllers/show';
import { formatCurrency, formatDate, formatDateTime, jobStatusBadge } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { Link as RouterLink, StatusChip } from 'shared-contracts/ui';
import { DetailCard, Facts, ShowPage, type ShowWords } from 'shared-contracts/ui/detail';

import { jobNotFound } from '../common/jobNotFound';
import { InvoiceCard } from './InvoiceCard';
import { LiveTrackingCard } from './LiveTrackingCard';

const WORDS: ShowWords<Job> = {
  title: 'Job Details',
  subtitle: (job) => `${job.id} · ${job.client_name}`,
  edit: { label: 'Edit Job', to: (job) => routes.jobs.edit(job.id) },
  failure: 'This job could not be loaded',
};

const porters = (count: number) => `${count} ${count === 1 ? 'porter' : 'porters'}`;
const orDash = (text: string | null | undefined) => (text ? text : '—');

/** The job's cards, drawn once it is read. */
function jobCards(job: Job) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      <DetailCard title="Job Information" icon={<InfoOutlinedIcon />}>
        <Facts
          items={[
            { label: 'Job ID', value: job.id },
            { label: 'Status', value: <StatusChip {...jobStatusBadge(job.status)} /> },
            {
              label: 'Client',
              value: (
                <Link component={RouterLink} to={routes.clients.detail(job.client_id)}>
                  {job.client_name}
                </Link>
              ),
            },
            { label: 'Job Type', value: job.job_type },
            { label: 'Value', value: formatCurrency(job.total_amount) },
            { label: 'Created', value: formatDateTime(job.created_at) },
          ]}
        />
      </DetailCard>
      <DetailCard title="Location & Schedule" icon={<PlaceOutlinedIcon />}>
        <Facts
          items={[
            { label: 'Pickup Address', value: job.pickup_address },
            { label: 'Delivery Address', value: job.delivery_address },
            { label: 'Pickup Date', value: formatDate(job.pickup_date) },
            { label: 'Pickup Time', value: job.pickup_time },
            { label: 'Estimated Duration', value: orDash(job.estimated_duration) },
          ]}
        />
      </DetailCard>
      <DetailCard title="Team & Vehicle" icon={<GroupsOutlinedIcon />}>
        <Facts
          items={[
            {
              label: 'Driver',
              value: job.driver_id ? (
                <Link component={RouterLink} to={routes.drivers.detail(job.driver_id)}>
                  {job.driver_name}
                </Link>
              ) : (
                'Unassigned'
              ),
            },
            {
              label: 'Vehicle',
              value: job.vehicle_id ? (
                <Link component={RouterLink} to={routes.vehicles.detail(job.vehicle_id)}>
                  {job.vehicle_reg}
                </Link>
              ) : (
                'No vehicle assigned'
              ),
            },
            { label: 'Porters', value: porters(job.porter_count) },
          ]}
        />
      </DetailCard>
      <InvoiceCard job={job} />
      <DetailCard title="Additional Information" icon={<NotesOutlinedIcon />}>
        <Facts
          items={[
            { label: 'Contact Person', value: orDash(job.contact_person) },
            {
              label: 'Contact Phone',
              value: job.contact_phone ? <Link href={`tel:${job.contact_phone.replace(/\s+/g, '')}`}>{job.contact_phone}</Link> : '—',
            },
            { label: 'Special Requirements', value: orDash(job.special_requirements) },
            { label: 'Notes', value: orDash(job.notes) },
          ]}
        />
      </DetailCard>
      <LiveTrackingCard job={job} />
    </Box>
  );
}

/** /admin/jobs/{jobId}: "Job Details". */
export default function JobDetailPage() {
  return <ShowPage controller={useShowController('jobs', { history: true })} words={WORDS} notFound={jobNotFound} children={jobCards} />;
}
