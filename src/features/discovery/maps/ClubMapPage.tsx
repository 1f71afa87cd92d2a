import { MapPage } from './MapPage';

/** /book/club-map?clubId: one club's map. */
export default function ClubMapPage() {
  return <MapPage oneClub />;
}
