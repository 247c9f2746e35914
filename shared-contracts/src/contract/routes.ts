/**
 * Every URL of the product. Areas link to each other through these helpers,
 * never by importing each other.
 *
 * @example routes.jobs.detail('JOB-2025-0042') // '/admin/jobs/JOB-2025-0042'
 */
const segment = (id: string) => encodeURIComponent(id);

const crud = (base: string) => ({
  list: base,
  new: `${base}/new`,
  detail: (id: string) => `${base}/${segment(id)}`,
  edit: (id: string) => `${base}/${segment(id)}/edit`,
});

export const routes = {
  home: '/',
  generalLogistics: '/general-logistics',
  fineArt: '/fine-art',
  eventStaging: '/event-staging',
  vehicleTransportation: '/vehicle-transportation',
  privacy: '/privacy',
  admin: {
    login: '/admin/login',
    root: '/admin',
    dashboard: '/admin/dashboard',
    tracking: '/admin/tracking',
    /** A vehicle's route of a day (YYYY-MM-DD) replayed on the live map; today without one. */
    vehicleRoute: (vehicleId: string, date?: string) =>
      `/admin/tracking/vehicles/${segment(vehicleId)}/route${date ? `?date=${encodeURIComponent(date)}` : ''}`,
    ukFleet: '/admin/uk-fleet',
    alerts: '/admin/alerts',
    warehouses: '/admin/warehouses',
    warehousesNew: '/admin/warehouses/new',
    /** The warehouses list searched for `text` (a facility has no page of its own). */
    warehousesMatching: (text: string) => `/admin/warehouses?q=${encodeURIComponent(text)}`,
    reports: '/admin/reports',
    settings: '/admin/settings',
  },
  jobs: crud('/admin/jobs'),
  drivers: crud('/admin/drivers'),
  vehicles: crud('/admin/vehicles'),
  clients: crud('/admin/clients'),
  invoices: {
    list: '/admin/invoices',
    new: '/admin/invoices/new',
    detail: (id: string) => `/admin/invoices/${segment(id)}`,
    forJob: (jobId: string) => `/admin/invoices?job=${segment(jobId)}`,
  },
} as const;
