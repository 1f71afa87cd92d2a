import { BRANDS, DEFAULT_BRAND, SOURCE_BRANDS, type Brand } from '#kernel/contract/brands';

/**
 * The brand (app id) of this visit (spec part 1 §1): the `source` query param when it names one of
 * the brands it recognises (main, fg, aramark, mlp), else the app-id cookie (any brand, so the
 * rock-and-soccer shell can set it), else main.
 */
export function resolveBrand(search: string, appIdCookie: string | null | undefined): Brand {
  const source = new URLSearchParams(search).get('source');
  if (source && (SOURCE_BRANDS as readonly string[]).includes(source)) return source as Brand;
  if (appIdCookie && (BRANDS as readonly string[]).includes(appIdCookie)) return appIdCookie as Brand;
  return DEFAULT_BRAND;
}

export interface BrandFeatures {
  /** Announcements modal on search and summaries: main brand only (spec part 1 §6). */
  announcements: boolean;
  /** The prime toggle: main brand only. */
  primeToggle: boolean;
  /** Booking insurance step: main brand only (spec part 1 §4.1). */
  bookingInsurance: boolean;
  /** Where the brand starts: non-main brands skip the sport search and start at the club list. */
  startPath: '/book/search' | '/book/clubs';
  startRouteId: 'book.search' | 'book.clubs';
  /** The club list hides its back button for non-main brands (it is their first screen). */
  clubListHidesBack: boolean;
}

export function brandFeatures(brand: Brand): BrandFeatures {
  const main = brand === 'main';
  return {
    announcements: main,
    primeToggle: main,
    bookingInsurance: main,
    startPath: main ? '/book/search' : '/book/clubs',
    startRouteId: main ? 'book.search' : 'book.clubs',
    clubListHidesBack: !main,
  };
}

/** Paints the brand: `data-brand` switches the colour tokens (loader colour included). */
export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
}
