import { JobDetailPage } from '../job-detail/JobDetailPage';

export default JobDetailPage;
