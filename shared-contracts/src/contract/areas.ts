/**
 * The area contract: which remote draws which paths, and what the host draws itself from the
 * specification (sidebar, command palette). The host owns path prefixes; each area owns every
 * path below its prefixes and renders its own route table, so a team adds, renames or removes a
 * screen without a host release.
 */
import { routes } from './routes';

export type AreaId = 'public' | 'jobs' | 'fleet' | 'people' | 'finance' | 'map';

export interface AreaContract {
  /** Federation name; also the key of its URL in the host's config.json. */
  remote: string;
  /** Shown in loading and unavailable states. */
  title: string;
  /** The exposed module that renders the area's route table (absolute paths, a 404 for the rest). */
  module: string;
  /** "/x" owns that path alone; "/x/*" owns it and every path below it. */
  paths: readonly string[];
}

export const areas: Record<AreaId, AreaContract> = {
  public: { remote: 'mfe_public', title: 'Public site', module: './PublicSite', paths: ['/*'] },
  jobs: { remote: 'mfe_jobs', title: 'Jobs', module: './Routes', paths: ['/admin', '/admin/dashboard/*', '/admin/jobs/*'] },
  fleet: {
    remote: 'mfe_fleet',
    title: 'Fleet',
    module: './Routes',
    paths: ['/admin/vehicles/*', '/admin/alerts/*', '/admin/warehouses/*'],
  },
  people: { remote: 'mfe_people', title: 'People', module: './Routes', paths: ['/admin/drivers/*', '/admin/clients/*'] },
  finance: { remote: 'mfe_finance', title: 'Finance', module: './Routes', paths: ['/admin/invoices/*', '/admin/reports/*'] },
  map: { remote: 'mfe_map', title: 'Live Map', module: './Routes', paths: ['/admin/tracking/*', '/admin/uk-fleet/*'] },
};

/** Paths the host draws itself; any other path below /admin is the host's 404. */
const HOST_PATHS = { login: routes.admin.login, settings: routes.admin.settings, admin: '/admin/*' } as const;

export type PathOwner = { kind: 'area'; area: AreaId } | { kind: 'login' } | { kind: 'settings' } | { kind: 'admin-not-found' };

interface PathRule {
  pattern: string;
  owner: PathOwner;
}

/** Which pattern owns which paths. */
const PATH_RULES: readonly PathRule[] = [
  { pattern: HOST_PATHS.login, owner: { kind: 'login' } },
  { pattern: HOST_PATHS.settings, owner: { kind: 'settings' } },
  { pattern: HOST_PATHS.admin, owner: { kind: 'admin-not-found' } },
  ...(Object.keys(areas) as AreaId[]).flatMap((area) =>
    areas[area].paths.map((pattern) => ({ pattern, owner: { kind: 'area', area } as PathOwner })),
  ),
];

/**
 * The owner of the rule that matches a path most specifically (an exact path beats a prefix, a longer
 * prefix a shorter one), or null.
 */
function ownerIn<Owner>(rules: readonly { pattern: string; owner: Owner }[], pathname: string): Owner | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: Owner | null = null;
  let bestScore = -1;
  for (const { pattern, owner } of rules) {
    let score = -1;
    if (!pattern.endsWith('/*')) score = pattern === path ? pattern.length * 2 + 1 : -1;
    else {
      const prefix = pattern.slice(0, -2);
      if (prefix === '' || path === prefix || path.startsWith(`${prefix}/`)) score = prefix.length * 2;
    }
    if (score > bestScore) {
      best = owner;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Who draws a path: an area, or the host (login, settings, its 404 below /admin). The host's page asks
 * it too, before any bundle runs (host-shell/src/federation/earlyRemoteEntry.ts).
 *
 * @example ownerOfPath('/admin/jobs/JOB-2025-0001/edit') // { kind: 'area', area: 'jobs' }
 * @example ownerOfPath('/admin/nowhere')                  // { kind: 'admin-not-found' }
 */
export function ownerOfPath(pathname: string): PathOwner {
  return ownerIn(PATH_RULES, pathname) ?? { kind: 'area', area: 'public' };
}
