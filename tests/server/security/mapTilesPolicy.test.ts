import { describe, expect, it } from 'vitest';
import { pagePolicy } from '#server/http/securityHeaders';
import { parseTilesUrl } from '#server/settings';

// MAP_TILES_URL: a {z}/{x}/{y} template or nothing; its origin (and only it) joins the pages' img-src.

describe('map tiles configuration', () => {
  it('takes an http(s) template with {z}, {x} and {y}; unset is null; anything else stops the server', () => {
    expect(parseTilesUrl(undefined)).toBeNull();
    expect(parseTilesUrl('  ')).toBeNull();
    expect(parseTilesUrl('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(() => parseTilesUrl('https://tiles.example.com/tile.png')).toThrow(/MAP_TILES_URL/);
    expect(() => parseTilesUrl("javascript:alert('{z}{x}{y}')")).toThrow(/MAP_TILES_URL/);
  });

  it("adds the tiles' origin to img-src, and nothing without tiles", () => {
    const imgSrc = (mapTilesUrl: string | null) =>
      pagePolicy({ distDir: '/nowhere', providerOrigins: [], mapTilesUrl }, [])
        .split('; ')
        .find((d) => d.startsWith('img-src'));
    expect(imgSrc(null)).toBe("img-src 'self' data:");
    expect(imgSrc('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe("img-src 'self' data: https://tiles.example.com:8443");
  });
});
