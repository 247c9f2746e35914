import { forgetSharesOf, providerOfShared, shareProvidersPlugin } from './shareProviders';

type Registration = { scope: string; pkgName: string; shared: object; registeredShared: object; origin: { name: string } };
const afterRegisterShare = shareProvidersPlugin().afterRegisterShare as unknown as (registration: Registration) => void;
const register = (container: string, pkgName: string, shared: { version: string }, registeredShared: object = shared) =>
  afterRegisterShare({ scope: 'default', pkgName, shared, registeredShared, origin: { name: container } });

describe('share providers', () => {
  it("names the container whose copy a shared version is, and the host's for what it registered before any remote", () => {
    const hostReact = { version: '19.3.1' };
    const jobsIcon = { version: '9.5.0' };
    const fleetIcon = { version: '9.5.0' };
    register('mfe_jobs', '@mui/icons-material/TaskAlt', jobsIcon);
    // The fleet remote's copy of the same version stays out: the jobs remote's was there first.
    register('mfe_fleet', '@mui/icons-material/TaskAlt', fleetIcon, jobsIcon);
    expect(providerOfShared(jobsIcon, 'host_shell')).toBe('mfe_jobs');
    expect(providerOfShared(fleetIcon, 'host_shell')).toBe('host_shell');
    expect(providerOfShared(hostReact, 'host_shell')).toBe('host_shell');
  });

  it("takes out what a remote's last load shared and nothing loaded, keeping what was loaded and what others shared", () => {
    const unloaded = { version: '9.5.0' };
    const loaded = { version: '9.5.0', loaded: true };
    const hosts = { version: '9.5.0' };
    register('mfe_map', '@mui/icons-material/Event', unloaded);
    register('mfe_map', '@mui/icons-material/Map', loaded);
    const scope = {
      default: {
        '@mui/icons-material/Event': { '9.5.0': unloaded },
        '@mui/icons-material/Map': { '9.5.0': loaded },
        '@mui/material/Button': { '9.5.0': hosts },
      },
    };
    forgetSharesOf('mfe_map', scope);
    expect(scope.default).toEqual({
      '@mui/icons-material/Event': {},
      '@mui/icons-material/Map': { '9.5.0': loaded },
      '@mui/material/Button': { '9.5.0': hosts },
    });
  });
});
