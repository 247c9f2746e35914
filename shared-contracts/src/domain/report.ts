import type { ClientType } from './client';

export interface PeriodFigure {
  thisMonth: number;
  lastMonth: number;
  /** Percent change, one decimal */
  growth: number;
}

export interface ClientTypeRevenue {
  clientType: ClientType;
  label: string;
  revenue: number;
  /** Whole percent of all client revenue */
  share: number;
}

export interface RouteFigure {
  /** e.g. 'London → Manchester' */
  route: string;
  jobs: number;
  revenue: number;
}

export interface MonthFigure {
  /** Short month name, e.g. 'Aug' */
  month: string;
  revenue: number;
  jobs: number;
}

export interface ReportData {
  /** yyyy-mm-dd, the Updated badge */
  updated: string;
  revenue: PeriodFigure;
  jobs: PeriodFigure;
  /** Percent of drivers on a job */
  driverUtilisation: number;
  /** Percent of vehicles active */
  vehicleUtilisation: number;
  revenueByClientType: ClientTypeRevenue[];
  topRoutes: RouteFigure[];
  /** Five months, oldest first */
  monthlyTrend: MonthFigure[];
}
