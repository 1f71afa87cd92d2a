import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '#kernel/lib/geo';
import type { MapClub } from '#machines/clubsMap';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether two boxes on the screen overlap (with a few pixels between labels). */
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right + 4 && b.left < a.right + 4 && a.top < b.bottom + 2 && b.top < a.bottom + 2;

/**
 * Names that would cover each other (clubs a few streets apart, a zoomed-out map) or leave the map
 * (even on the pin's left side):
 * the clubs in the list's order (nearest first when the position is known) keep their labels; a later one whose label would touch
 * a shown one, or cross the map's edge, shows only its pin (its name on hover, in its title and in
 * the list below) until a zoom makes room.
 */
function hideCrowdedLabels(host: HTMLElement | null, markers: L.Marker[]): void {
  if (!host) return;
  const edge = host.getBoundingClientRect();
  const shown: DOMRect[] = [];
  for (const marker of markers) {
    const icon = marker.getElement();
    const label = icon?.querySelector<HTMLElement>('.map-marker__label');
    if (!icon || !label) continue;
    icon.classList.remove('map-marker--crowded', 'map-marker--left');
    let box = label.getBoundingClientRect();
    // A name that would run past the right edge goes on the pin's left.
    if (box.right > edge.right) {
      icon.classList.add('map-marker--left');
      box = label.getBoundingClientRect();
    }
    const inside = box.left >= edge.left && box.right <= edge.right && box.top >= edge.top && box.bottom <= edge.bottom;
    if (!inside || shown.some((other) => overlaps(box, other))) icon.classList.add('map-marker--crowded');
    else shown.push(box);
  }
}

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
    const markers: L.Marker[] = [];
    for (const club of clubs) {
      const distance = handlers.current.distanceOf(club);
      const html = `<span class="map-marker__pin" aria-hidden="true"></span><span class="map-marker__label">${escapeHtml(club.name)}${
        distance ? `<small>${escapeHtml(distance)}</small>` : ''
      }</span>`;
      const marker = L.marker([club.latitude, club.longitude], {
        icon: L.divIcon({ className: 'map-marker', html, iconSize: undefined, iconAnchor: [9, 9] }),
        title: club.name,
        alt: club.name,
      })
        .on('click', () => handlers.current.onOpen(club.id))
        .addTo(map);
      markers.push(marker);
    }
    const declutter = () => hideCrowdedLabels(element.current, markers);
    map.on('zoomend moveend resize', declutter);
    declutter();
    return () => {
      map.remove();
    };
  }, [centre.latitude, centre.longitude, zoom, clubs, tilesUrl]);

  return <div ref={element} className="leaflet-host" data-testid="club-map" />;
}
