import { useLayoutEffect, useRef } from 'react';

/** The CSS variable holding the frame's header height: notifications sit below it. */
export const HEADER_HEIGHT_VAR = '--portal-header-height';

/** Publishes the header's height on the document (kept up to date by a ResizeObserver). */
export function useHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const publish = () =>
      document.documentElement.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
