import { JobsListPage } from '../jobs-list/JobsListPage';

export default JobsListPage;
