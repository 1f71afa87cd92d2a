/** Leaves the app for another site (a payment provider, an allowed partner). One place, so tests can replace it. */
export function goToExternalUrl(url: string): void {
  window.location.assign(url);
}
