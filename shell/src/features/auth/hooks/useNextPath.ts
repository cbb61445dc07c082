import { useSearchParams } from 'react-router-dom';

/** The page wanted before sign-in (`?next=`), only when it is a path of this portal. */
export function safeNextPath(next: string | null | undefined): string {
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/login') ||
    next.startsWith('/logout')
  )
    return '/';
  return next;
}

export function useNextPath(): { next: string; query: string } {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return { next, query: next === '/' ? '' : `?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}` };
}
