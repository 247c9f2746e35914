import type { ReactElement } from 'react';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Map from '@mui/icons-material/MapOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import Warehouse from '@mui/icons-material/WarehouseOutlined';
import Warning from '@mui/icons-material/WarningAmberOutlined';
import BarChart from '@mui/icons-material/BarChartOutlined';
import AdminPanel from '@mui/icons-material/AdminPanelSettingsOutlined';

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
