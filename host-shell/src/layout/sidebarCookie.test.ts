import { readSidebarExpanded, writeSidebarExpanded } from './sidebarCookie';

describe('sidebar cookie', () => {
  it('is expanded by default', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('theme=dark')).toBe(true);
  });

  it('reads a collapsed sidebar among other cookies', () => {
    expect(readSidebarExpanded('a=1; sidebar:state=false; b=2')).toBe(false);
  });

  it('round-trips through document.cookie', () => {
    writeSidebarExpanded(false);
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});
