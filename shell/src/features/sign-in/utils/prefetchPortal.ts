let started: Promise<void> | null = null;

/**
 * Warms the browser cache with the portal's first files (the scripts and styles its index.html
 * names) while the user is still signing in, so the full page load into the portal that follows
 * is quick. Once per page; a failure only means the portal loads without the head start.
 */
export function prefetchPortal(indexUrl = '/'): Promise<void> {
  started ??= (async () => {
    try {
      const res = await fetch(indexUrl, { headers: { Accept: 'text/html' } });
      if (!res.ok) return;
      const html = new DOMParser().parseFromString(await res.text(), 'text/html');
      const files = [
        ...Array.from(html.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.getAttribute('src')),
        ...Array.from(html.querySelectorAll<HTMLLinkElement>('link[rel=preload], link[rel=stylesheet]'), (l) =>
          l.getAttribute('href'),
        ),
      ];
      for (const href of new Set(files)) {
        if (!href) continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        document.head.appendChild(link);
      }
    } catch (error) {
      console.debug('[sign-in] the portal could not be prefetched', error);
    }
  })();
  return started;
}

/** Tests only: lets the next call prefetch again. */
export function resetPrefetchPortal(): void {
  started = null;
}
