// The club list's tools, loaded after the first paint (useIdleModule): fuse.js and the modal come with them.
export { ClubFinder } from './ClubFinder';
export { FavouriteButton } from './FavouriteButton';
