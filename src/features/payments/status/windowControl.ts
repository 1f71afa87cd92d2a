/**
 * /webpay_redirect closes its window when there is nothing to pay (spec part 2 §2). Browsers only
 * close windows a script opened; otherwise nothing happens and the page says so. One place, so
 * tests can replace it.
 */
export function closeThisWindow(): void {
  window.close();
}
