// Counts how often the fine-art page's code runs: its module's factory runs when it is first imported.
const mockFineArtPageRan = jest.fn();
jest.mock('../services/FineArtPage', () => {
  mockFineArtPageRan();
  return { FineArtPage: () => null };
});

jest.setTimeout(30_000);

/** Runs the site's code, as the browser runs its chunk once, with the visitor on `path`; nothing is drawn. */
async function runSiteCodeAt(path: string) {
  window.history.pushState({}, '', path);
  jest.requireActual('./PublicSite');
  await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(() => {
  jest.resetModules();
  mockFineArtPageRan.mockClear();
});

describe("a service page's own code", () => {
  it("is asked for as soon as the site's code runs on that page, before the site is drawn", async () => {
    await runSiteCodeAt('/fine-art');
    expect(mockFineArtPageRan).toHaveBeenCalledTimes(1);
  });

  it('is not asked for on another page', async () => {
    await runSiteCodeAt('/general-logistics');
    expect(mockFineArtPageRan).not.toHaveBeenCalled();
  });
});
