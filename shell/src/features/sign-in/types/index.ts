/** Where a sign-in page is and how it moves on (the light sign-in app has no router). */
export interface SignInPageProps {
  /** The page wanted after sign-in (already checked to be a page of this portal). */
  next: string;
  /** Goes to another sign-in step, or, for any other path, leaves sign-in for the portal. */
  go: (url: string, options?: { replace?: boolean }) => void;
  /** Starts loading the portal's code while the user is still signing in. */
  preloadPortal: () => void;
}
