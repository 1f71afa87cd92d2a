/** White-label brands (app ids). They share the behaviour; spec part 1 §1. */
export const BRANDS = ['main', 'fg', 'aramark', 'mlp', 'rock-and-soccer'] as const;
export type Brand = (typeof BRANDS)[number];
/** The values the `source` query param recognises. */
export const SOURCE_BRANDS: readonly Brand[] = ['main', 'fg', 'aramark', 'mlp'];
export const DEFAULT_BRAND: Brand = 'main';

export function toBrand(value: string | null | undefined): Brand {
  return (BRANDS as readonly string[]).includes(value ?? '') ? (value as Brand) : DEFAULT_BRAND;
}
