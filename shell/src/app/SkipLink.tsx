import type { MouseEvent } from 'react';
import { useT } from '../i18n';

/** The page's content (shell/public/index.html). */
const MAIN_ID = 'portal-main';

/**
 * "Skip to content": the first stop of Tab, past the navigation to the page. It moves focus
 * itself (a hash change would be a route change for single-spa).
 */
export function SkipLink({ label }: { label?: string }) {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_ID}`} className="shell-skip-link" onClick={skip}>
      {label ?? t('shell.nav.skip')}
    </a>
  );
}
