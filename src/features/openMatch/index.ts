// The open-match area's public surface for the app: the matches tab of /bookings and the club's
// open-match list modal. The join page is loaded lazily by the route table (OpenMatchPage.tsx).
export { MyOpenMatches } from './MyOpenMatches';
export { OpenMatchListModal } from './OpenMatchListModal';
