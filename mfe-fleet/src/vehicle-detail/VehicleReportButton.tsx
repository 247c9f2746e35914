import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { showToast, type Job, type Vehicle } from 'shared-contracts/contract';
import type { ComplianceAlert } from '../compliance/complianceAlerts';
import { downloadJson } from 'shared-contracts/ui';
import { vehicleReport, vehicleReportFileName } from './vehicleReport';

/** Vehicle Report: downloads the vehicle, its compliance alerts and its jobs as a JSON file. */
export function VehicleReportButton({ vehicle, alerts, jobs, now }: { vehicle: Vehicle; alerts: readonly ComplianceAlert[]; jobs: readonly Job[] | undefined; now: () => Date }) {
  const download = () => {
    if (!jobs) return;
    downloadJson(vehicleReportFileName(vehicle), vehicleReport(vehicle, alerts, jobs, now()));
    showToast({ title: 'Report Downloaded', description: `The report of ${vehicle.registration} has been downloaded.`, variant: 'success' });
  };
  return (
    <Button onClick={download} disabled={!jobs} variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
      Vehicle Report
    </Button>
  );
}
