import { prefetchPortal, resetPrefetchPortal } from '../src/features/sign-in/utils/prefetchPortal';
import { fetchAnswer } from './fetchAnswer';

const PORTAL_HTML = `<!doctype html><html><head>
  <link rel="preload" href="/bootstrap.1234abcd.js" as="script">
  <link rel="preload" href="/283.07fb3d4a.css" as="style">
  <link rel="icon" href="/favicon.svg">
  <script defer src="/main.js"></script>
  <link href="/950.3fa65d2a.css" rel="stylesheet">
</head><body></body></html>`;
const SHELL_MANIFEST = {
  shared: [{ assets: { js: { sync: ['131.69457.js'] } } }, { assets: { js: { sync: ['bootstrap.1234abcd.js'] } } }],
};
const REMOTES = { mfe_finance: 'http://localhost:3004/mf-manifest.json', mfe_chat: 'http://localhost:3006/mf-manifest.json' };
const FINANCE_MANIFEST = {
  exposes: [
    { name: 'lifecycles', assets: { js: { sync: ['425.4ff9.js', 'expose_lifecycles.c86c.js'] } } },
    { name: 'contributions', assets: { js: { sync: ['425.4ff9.js', 'expose_contributions.ccf0.js'] } } },
  ],
};

const ANSWERS: Record<string, ReturnType<typeof fetchAnswer>> = {
  '/': fetchAnswer(200, PORTAL_HTML),
  'http://localhost/mf-manifest.json': fetchAnswer(200, SHELL_MANIFEST),
  '/remotes.json': fetchAnswer(200, REMOTES),
  'http://localhost:3004/mf-manifest.json': fetchAnswer(200, FINANCE_MANIFEST),
  'http://localhost:3006/mf-manifest.json': fetchAnswer(404, 'gone'),
};

const prefetched = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  resetPrefetchPortal();
  window.history.pushState(null, '', '/login/code');
});

describe('prefetchPortal (sign-in page)', () => {
  it("prefetches the portal's first files, the shared libraries and each area's Today part, once", async () => {
    const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => ANSWERS[url] ?? fetchAnswer(200, 'js'));
    global.fetch = fetchMock as unknown as typeof fetch;
    await prefetchPortal();
    await prefetchPortal();
    // This origin's files as prefetch links, each once, from the site's root.
    expect(prefetched().sort()).toEqual(
      ['/283.07fb3d4a.css', '/950.3fa65d2a.css', '/bootstrap.1234abcd.js', '/main.js', 'http://localhost/131.69457.js'].sort(),
    );
    // An area's files are asked like its script tags will be (another origin), next to its manifest.
    const areaFiles = fetchMock.mock.calls.filter(([, init]) => init?.mode === 'no-cors');
    expect(areaFiles.map(([url]) => url).sort()).toEqual([
      'http://localhost:3004/425.4ff9.js',
      'http://localhost:3004/expose_contributions.ccf0.js',
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/')).toHaveLength(1);
  });

  it('adds nothing when the portal cannot be read, and does not throw', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(prefetchPortal()).resolves.toBeUndefined();
    resetPrefetchPortal();
    global.fetch = jest.fn().mockResolvedValue(fetchAnswer(404, 'gone'));
    await prefetchPortal();
    expect(prefetched()).toEqual([]);
  });
});
