import { JobEditPage } from '../job-form/JobEditPage';

export default JobEditPage;
