import { prefetchPortal, resetPrefetchPortal } from '../src/features/sign-in/utils/prefetchPortal';

const PORTAL_HTML = `<!doctype html><html><head>
  <link rel="preload" href="/bootstrap.1234abcd.js" as="script">
  <link rel="preload" href="/283.07fb3d4a.css" as="style">
  <link rel="icon" href="/favicon.svg">
  <script defer src="/main.js"></script>
  <link href="/950.3fa65d2a.css" rel="stylesheet">
</head><body></body></html>`;

/** What fetch answers (jsdom has no Response class): only what prefetchPortal reads. */
const answer = (status: number, body: string) => ({ ok: status < 400, status, text: async () => body });

const prefetched = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  resetPrefetchPortal();
});

describe('prefetchPortal (sign-in page)', () => {
  it("prefetches the scripts and styles the portal's index.html names, once", async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, PORTAL_HTML));
    global.fetch = fetchMock;
    await prefetchPortal();
    await prefetchPortal();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/');
    expect(prefetched().sort()).toEqual(
      ['/283.07fb3d4a.css', '/950.3fa65d2a.css', '/bootstrap.1234abcd.js', '/main.js'].sort(),
    );
  });

  it('adds nothing when the portal page cannot be read, and does not throw', async () => {
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(prefetchPortal()).resolves.toBeUndefined();
    resetPrefetchPortal();
    global.fetch = jest.fn().mockResolvedValue(answer(404, 'gone'));
    await prefetchPortal();
    expect(prefetched()).toEqual([]);
  });
});
