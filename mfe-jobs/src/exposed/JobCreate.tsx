import { JobCreatePage } from '../job-form/JobCreatePage';

export default JobCreatePage;
