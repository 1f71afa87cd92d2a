// View flags of the profile picture. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { ProfilePictureMachine } from './profilePicture.machine';
import { profilePictureErrors } from './profilePicture.errors';

export type ProfilePictureSnapshot = SnapshotFrom<ProfilePictureMachine>;

export const picture = (s: ProfilePictureSnapshot): string | null => s.context.picture;
export const isUploading = (s: ProfilePictureSnapshot): boolean => s.matches('uploading');
export const justUploaded = (s: ProfilePictureSnapshot): boolean => s.matches('uploaded');
export const notice = (s: ProfilePictureSnapshot): ErrorEntry<'idle'> | null =>
  s.context.error ? errorEntry(profilePictureErrors, s.context.error.code) : null;
