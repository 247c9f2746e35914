import { JobTrackingMap } from '../job-tracking/JobTrackingMap';

/** The `./JobTrackingMap` module: the job tracking map widget (shared-contracts' `widgets.jobTrackingMap`). */
export default JobTrackingMap;
