import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { showToast } from 'shared-contracts/contract';
import { formatCurrency, formatDateTime } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { formatSpeed } from '../live-fleet/formatSpeed';
import { useJobClient } from '../live-fleet/useJobClients';
import { vehicleStatusLabel } from '../live-fleet/VehicleStatusChip';
import type { FleetController } from '../simulation/fleetController';
import { findJob, vehicleIndexOf, vehicleView } from '../simulation/fleetViews';
import { type JobDetails, jobDetails } from './jobDetails';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2.5 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, auto) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DetailsBody({ details, clientFailed }: { details: JobDetails; clientFailed: boolean }) {
  const client = details.client;
  const clientText = (pick: (c: NonNullable<JobDetails['client']>) => string) =>
    client ? pick(client) : clientFailed ? 'Unavailable' : 'Loading...';
  return (
    <>
      <Section title="Job Information">
        <Facts
          items={[
            ['Client', clientText((c) => c.name)],
            ['Contact', clientText((c) => c.contact)],
            ['Phone', clientText((c) => c.phone)],
            ['Status', <StatusChip key="status" label={details.status} variant={details.status === 'En Route' ? 'default' : 'success'} />],
            ['Value', formatCurrency(details.value, { pence: false })],
          ]}
        />
      </Section>
      <Section title="Locations">
        <Facts
          items={[
            ['Pickup', details.pickupAddress],
            ['Delivery', details.deliveryAddress],
          ]}
        />
      </Section>
      <Section title="Description">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {details.description}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Special requirements
        </Typography>
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
          {details.specialRequirements.map((requirement) => (
            <Typography component="li" variant="body2" key={requirement}>
              {requirement}
            </Typography>
          ))}
        </Box>
      </Section>
      <Section title="Vehicle Details">
        <Facts
          items={[
            ['Vehicle ID', details.vehicle.id],
            ['Registration', details.vehicle.reg],
            ['Driver', details.vehicle.driver],
            ['Current speed', formatSpeed(details.vehicle.speedKph)],
            ['Status', vehicleStatusLabel(details.vehicle.status)],
          ]}
        />
      </Section>
      <Section title="Assigned Porters">
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          {details.porters.map((porter) => (
            <Typography component="li" variant="body2" key={porter.name}>
              {porter.name}: {porter.experience}, {porter.certification}
            </Typography>
          ))}
        </Box>
      </Section>
      <Section title="Timing">
        <Facts
          items={[
            ['Created', formatDateTime(details.createdAt)],
            ['ETA', formatDateTime(details.etaISO)],
          ]}
        />
      </Section>
      <Section title="Invoice Information">
        <Facts
          items={[
            ['Rate', details.invoice.rate],
            ['Estimated total', formatCurrency(details.invoice.estimatedTotal)],
            ['Insurance', details.invoice.insurance],
            ['Invoice status', details.invoice.status],
          ]}
        />
      </Section>
    </>
  );
}

interface JobDetailsDialogProps {
  controller: FleetController;
  /** The job shown; null keeps the dialog closed. */
  jobId: string | null;
  onClose: () => void;
}

/**
 * The Job Details dialog for a live-map job, kept live (speed, status). Generate Invoice and View Invoice only
 * say what they would do, as the specification's map screens do.
 */
export function JobDetailsDialog({ controller, jobId, onClose }: JobDetailsDialogProps) {
  const titleId = useId();
  const client = useJobClient(jobId);
  const sim = controller.simulation;
  const job = jobId ? findJob(sim, jobId) : undefined;
  const vehicleIndex = job ? vehicleIndexOf(sim, job.assignedVehicleId) : -1;
  const details = job && vehicleIndex >= 0 ? jobDetails(job, vehicleView(sim, vehicleIndex), client.client) : null;
  return (
    <Dialog open={jobId !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle id={titleId}>Job Details: {jobId}</DialogTitle>
      <DialogContent dividers>
        {details ? (
          <DetailsBody details={details} clientFailed={client.status === 'error' || client.status === 'not-found'} />
        ) : (
          <Typography>This job is no longer on the live map.</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={!details}
          onClick={() =>
            showToast({ title: 'Invoice Generated', description: 'Invoice created and sent to the client', variant: 'success' })
          }
        >
          Generate Invoice
        </Button>
        <Button
          variant="outlined"
          disabled={!details}
          onClick={() => showToast({ title: 'Opening Invoice', description: 'Invoice opened in new tab', variant: 'info' })}
        >
          View Invoice
        </Button>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
