import AdminPanel from '@mui/icons-material/AdminPanelSettingsOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import BarChart from '@mui/icons-material/BarChartOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Map from '@mui/icons-material/MapOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import Warehouse from '@mui/icons-material/WarehouseOutlined';
import Warning from '@mui/icons-material/WarningAmberOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import type { ReactElement } from 'react';

export const sidebarIcons: Record<string, ReactElement> = {
  Dashboard: <Dashboard />,
  'Live Map': <Map />,
  Jobs: <Work />,
  Vehicles: <LocalShipping />,
  Drivers: <Badge />,
  Clients: <Business />,
  Invoices: <Receipt />,
  Warehouses: <Warehouse />,
  Alerts: <Warning />,
  Reports: <BarChart />,
  Admin: <AdminPanel />,
};
