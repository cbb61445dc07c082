/**
 * Leaves the portal for the sign-in page with a full page load: the sign-in page is its own
 * light app, and whatever the previous session had in memory (cached data, areas) is dropped.
 * An object, so tests can replace `to`.
 */
export const fullPageLoad = {
  to(url: string): void {
    window.location.replace(url);
  },
};
