// The club list's tools, loaded after the first paint (useIdleModule): fuse.js and the modal come with them.
export { ClubFinder } from './ClubFinder';
export { FavouriteButton } from './FavouriteButton';
// A club-first sport's list (switch_book_flow): only after a search, so never on the first paint.
export { ClubFirstNotice } from '../ClubFirstNotice';
