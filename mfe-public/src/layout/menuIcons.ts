import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Celebration from '@mui/icons-material/Celebration';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Home from '@mui/icons-material/Home';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Palette from '@mui/icons-material/Palette';
import type { ComponentType } from 'react';
import { routes } from 'shared-contracts/contract';

export const MENU_ICONS: Record<string, ComponentType> = {
  [routes.home]: Home,
  [routes.generalLogistics]: LocalShipping,
  [routes.fineArt]: Palette,
  [routes.eventStaging]: Celebration,
  [routes.vehicleTransportation]: DirectionsCar,
  [routes.admin.login]: AdminPanelSettings,
};
