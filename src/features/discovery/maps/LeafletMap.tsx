import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '#kernel/lib/geo';
import type { MapClub } from '#machines/clubsMap';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The Leaflet map: markers with the club's name (and distance), the tiles when there are any. The
 * first tile that fails reports it (onTilesFailed) and the layer goes: a plain background, never
 * broken images. The map's own keyboard and zoom controls stay; the list beside it is the accessible way.
 */
export function LeafletMap({
  centre,
  zoom,
  clubs,
  tilesUrl,
  distanceOf,
  onOpen,
  onTilesFailed,
}: {
  centre: GeoPoint;
  zoom: number;
  clubs: MapClub[];
  tilesUrl: string | null;
  distanceOf: (club: MapClub) => string | null;
  onOpen: (clubId: number) => void;
  onTilesFailed: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onOpen, onTilesFailed, distanceOf });
  useEffect(() => {
    handlers.current = { onOpen, onTilesFailed, distanceOf };
  });

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { center: [centre.latitude, centre.longitude], zoom, attributionControl: false });
    if (tilesUrl) {
      const tiles = L.tileLayer(tilesUrl, { maxZoom: 19 });
      tiles.once('tileerror', () => {
        map.removeLayer(tiles);
        handlers.current.onTilesFailed();
      });
      tiles.addTo(map);
    }
    for (const club of clubs) {
      const distance = handlers.current.distanceOf(club);
      const html = `<span class="map-marker__pin" aria-hidden="true"></span><span class="map-marker__label">${escapeHtml(club.name)}${
        distance ? `<small>${escapeHtml(distance)}</small>` : ''
      }</span>`;
      L.marker([club.latitude, club.longitude], {
        icon: L.divIcon({ className: 'map-marker', html, iconSize: undefined, iconAnchor: [9, 9] }),
        title: club.name,
        alt: club.name,
      })
        .on('click', () => handlers.current.onOpen(club.id))
        .addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [centre.latitude, centre.longitude, zoom, clubs, tilesUrl]);

  return <div ref={element} className="leaflet-host" data-testid="club-map" />;
}
