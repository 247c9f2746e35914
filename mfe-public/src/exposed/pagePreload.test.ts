// Records which code is asked for, in order: the fine-art page's module runs when it is first imported; the quote
// dialog's is asked for through its loader.
const mockCodeRan: string[] = [];
jest.mock('../services/FineArtPage', () => {
  mockCodeRan.push('fine-art page');
  return { FineArtPage: () => null };
});
jest.mock('../quote/lazyQuoteDialog', () => ({
  LazyQuoteDialog: () => null,
  loadQuoteDialog: () => {
    mockCodeRan.push('quote dialog');
    return Promise.resolve();
  },
}));

jest.setTimeout(30_000);

/** Runs the site's code, as the browser runs its chunk once, with the visitor on `path`; nothing is drawn. */
async function runSiteCodeAt(path: string) {
  window.history.pushState({}, '', path);
  jest.requireActual('./PublicSite');
  await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(() => {
  jest.resetModules();
  mockCodeRan.length = 0;
});

describe("a service page's own code", () => {
  it("is asked for as soon as the site's code runs on that page, before the site is drawn", async () => {
    await runSiteCodeAt('/fine-art');
    expect(mockCodeRan).toContain('fine-art page');
  });

  it('is not asked for on another page', async () => {
    await runSiteCodeAt('/general-logistics');
    expect(mockCodeRan).not.toContain('fine-art page');
  });
});

describe("the quote dialog's code", () => {
  it("is asked for as soon as the site's code runs on the home page, which ships with it", async () => {
    await runSiteCodeAt('/');
    expect(mockCodeRan).toEqual(['quote dialog']);
  });

  it("is asked for on a service page once the page's own code is in", async () => {
    await runSiteCodeAt('/fine-art');
    expect(mockCodeRan).toEqual(['fine-art page', 'quote dialog']);
  });

  it('is not asked for on a path the site has no page for (its 404 page has no quote button)', async () => {
    await runSiteCodeAt('/no-such-page');
    expect(mockCodeRan).toEqual([]);
  });
});
