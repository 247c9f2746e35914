import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { type GetListResult, showToast, type VehicleRecord } from 'shared-contracts/contract';
import { useClock } from 'shared-contracts/data';
import type { Job } from 'shared-contracts/records';
import { downloadJson } from 'shared-contracts/ui';

import { vehicleReport, vehicleReportFileName } from './vehicleReport';

/** Vehicle Report: downloads the vehicle, its compliance alerts and its jobs as a JSON file, once its jobs are read. */
export function VehicleReportButton({ vehicle, jobs }: { vehicle: VehicleRecord; jobs: GetListResult<Job> | undefined }) {
  const now = useClock();
  const download = () => {
    if (!jobs) return;
    downloadJson(vehicleReportFileName(vehicle), vehicleReport(vehicle, jobs, now()));
    showToast({
      title: 'Report Downloaded',
      description: `The report of ${vehicle.registration} has been downloaded.`,
      variant: 'success',
    });
  };
  return (
    <Button onClick={download} disabled={!jobs} variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
      Vehicle Report
    </Button>
  );
}
