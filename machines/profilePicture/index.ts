export { profilePictureMachine, profilePictureSetup, type ProfilePictureMachine } from './profilePicture.machine';
export * as profilePictureSelectors from './profilePicture.selectors';
export * from './profilePicture.types';
export * from './profilePicture.errors';
