import { MapPage } from './MapPage';

/** /book/clubs-map: the clubs around the player. */
export default function ClubsMapPage() {
  return <MapPage oneClub={false} />;
}
