import { DashboardPage } from '../dashboard/DashboardPage';

export default DashboardPage;
