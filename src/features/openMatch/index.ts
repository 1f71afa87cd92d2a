// The open-match area's public surface for the app: the matches tab of /bookings. The join page is
// loaded lazily by the route table (OpenMatchPage.tsx).
export { MyOpenMatches } from './MyOpenMatches';
