/**
 * The federation contract: which remote serves which area, the modules each
 * remote exposes, and which route shows which module. The host builds its
 * route table from this; a remote exposes exactly these module names.
 */
export type AreaId = 'public' | 'jobs' | 'fleet' | 'people' | 'finance' | 'map';

export interface AreaContract {
  /** Federation name; also the key of its URL in the host's config.json. */
  remote: string;
  /** Shown in loading and unavailable states. */
  title: string;
}

export const areas: Record<AreaId, AreaContract> = {
  public: { remote: 'mfe_public', title: 'Public site' },
  jobs: { remote: 'mfe_jobs', title: 'Jobs' },
  fleet: { remote: 'mfe_fleet', title: 'Fleet' },
  people: { remote: 'mfe_people', title: 'People' },
  finance: { remote: 'mfe_finance', title: 'Finance' },
  map: { remote: 'mfe_map', title: 'Live Map' },
};

export const exposedModules = {
  public: { site: './PublicSite' },
  jobs: {
    dashboard: './Dashboard',
    list: './JobsList',
    create: './JobCreate',
    detail: './JobDetail',
    edit: './JobEdit',
  },
  fleet: {
    vehicles: './VehiclesList',
    vehicleCreate: './VehicleCreate',
    vehicleDetail: './VehicleDetail',
    vehicleEdit: './VehicleEdit',
    alerts: './AlertsPage',
    warehouses: './WarehousesPage',
  },
  people: {
    drivers: './DriversList',
    driverCreate: './DriverCreate',
    driverDetail: './DriverDetail',
    driverEdit: './DriverEdit',
    clients: './ClientsList',
    clientCreate: './ClientCreate',
    clientDetail: './ClientDetail',
    clientEdit: './ClientEdit',
  },
  finance: {
    invoices: './InvoicesList',
    invoiceCreate: './InvoiceCreate',
    invoiceDetail: './InvoiceDetail',
    reports: './ReportsPage',
  },
  map: {
    tracking: './TrackingPage',
    ukFleet: './UkFleetPage',
    jobTrackingMap: './JobTrackingMap',
  },
} as const satisfies Record<AreaId, Record<string, string>>;

export interface AreaRoute {
  path: string;
  area: AreaId;
  module: string;
}

const m = exposedModules;

/** Public pages: one module renders the public layout around every page. */
export const publicRoutes: AreaRoute[] = [
  '/',
  '/general-logistics',
  '/fine-art',
  '/event-staging',
  '/vehicle-transportation',
  '/privacy',
].map((path) => ({ path, area: 'public', module: m.public.site }));

/** Admin pages behind the login, inside the admin shell. */
export const adminRoutes: AreaRoute[] = [
  { path: '/admin', area: 'jobs', module: m.jobs.dashboard },
  { path: '/admin/dashboard', area: 'jobs', module: m.jobs.dashboard },
  { path: '/admin/jobs', area: 'jobs', module: m.jobs.list },
  { path: '/admin/jobs/new', area: 'jobs', module: m.jobs.create },
  { path: '/admin/jobs/:jobId', area: 'jobs', module: m.jobs.detail },
  { path: '/admin/jobs/:jobId/edit', area: 'jobs', module: m.jobs.edit },
  { path: '/admin/drivers', area: 'people', module: m.people.drivers },
  { path: '/admin/drivers/new', area: 'people', module: m.people.driverCreate },
  { path: '/admin/drivers/:driverId', area: 'people', module: m.people.driverDetail },
  { path: '/admin/drivers/:driverId/edit', area: 'people', module: m.people.driverEdit },
  { path: '/admin/vehicles', area: 'fleet', module: m.fleet.vehicles },
  { path: '/admin/vehicles/new', area: 'fleet', module: m.fleet.vehicleCreate },
  { path: '/admin/vehicles/:vehicleId', area: 'fleet', module: m.fleet.vehicleDetail },
  { path: '/admin/vehicles/:vehicleId/edit', area: 'fleet', module: m.fleet.vehicleEdit },
  { path: '/admin/clients', area: 'people', module: m.people.clients },
  { path: '/admin/clients/new', area: 'people', module: m.people.clientCreate },
  { path: '/admin/clients/:clientId', area: 'people', module: m.people.clientDetail },
  { path: '/admin/clients/:clientId/edit', area: 'people', module: m.people.clientEdit },
  { path: '/admin/invoices', area: 'finance', module: m.finance.invoices },
  { path: '/admin/invoices/new', area: 'finance', module: m.finance.invoiceCreate },
  { path: '/admin/invoices/:invoiceId', area: 'finance', module: m.finance.invoiceDetail },
  { path: '/admin/reports', area: 'finance', module: m.finance.reports },
  { path: '/admin/tracking', area: 'map', module: m.map.tracking },
  { path: '/admin/uk-fleet', area: 'map', module: m.map.ukFleet },
  { path: '/admin/alerts', area: 'fleet', module: m.fleet.alerts },
  { path: '/admin/warehouses', area: 'fleet', module: m.fleet.warehouses },
];
