import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { formatCurrency, formatDate, formatDateTime, type Job, jobStatusBadge, routes } from 'shared-contracts/contract';
import { useGetOne } from 'shared-contracts/data';
import { ErrorView, Link as RouterLink, LoadingView, NotFoundView, PageHeader, StatusChip, useParams } from 'shared-contracts/ui';
import { DetailCard, Facts } from 'shared-contracts/ui/detail';

import { JOB_NOT_FOUND_TITLE, jobNotFoundMessage } from '../common/jobNotFound';
import { InvoiceCard } from './InvoiceCard';
import { LiveTrackingCard } from './LiveTrackingCard';

const porters = (count: number) => `${count} ${count === 1 ? 'porter' : 'porters'}`;
const orDash = (text: string | null | undefined) => (text ? text : '—');

function JobCards({ job }: { job: Job }) {
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
  const { jobId = '' } = useParams();
  const { status, data: job, retry } = useGetOne('jobs', jobId);

  if (status === 'not-found') {
    return (
      <NotFoundView title={JOB_NOT_FOUND_TITLE} message={jobNotFoundMessage(jobId)} backTo={routes.jobs.list} backLabel="Back to Jobs" />
    );
  }

  return (
    <Box>
      <PageHeader
        title="Job Details"
        subtitle={job ? `${job.id} · ${job.client_name}` : undefined}
        back={{ label: 'Back to Jobs', to: routes.jobs.list }}
        actions={
          job && (
            <Button component={RouterLink} to={routes.jobs.edit(job.id)} variant="contained" startIcon={<EditOutlinedIcon />}>
              Edit Job
            </Button>
          )
        }
      />
      {status === 'error' ? (
        <ErrorView title="This job could not be loaded" message="Please try again." onRetry={retry} />
      ) : job ? (
        <JobCards job={job} />
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
