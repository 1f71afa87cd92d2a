// Types of the profile picture (spec part 3 §7 POST /api/users/{id}/profile-picture, §9 "Files at
// most 10 MB, JPG/PNG"). The machine sees what it needs of the chosen file; the view's actor sends
// the file itself (a browser File has these fields).
import type { ActorError } from '#kernel/lib/errors';

export interface PictureFile {
  name: string;
  /** Bytes. */
  size: number;
  /** The type the browser declares (the server judges the content). */
  type: string;
}

export interface ProfilePictureInput {
  userId: number;
  /** The stored picture's URL, if any. */
  picture: string | null;
}

export interface UploadPictureInput {
  userId: number;
  file: PictureFile;
}

export interface ProfilePictureContext {
  userId: number;
  picture: string | null;
  /** The file being sent, while it is. */
  file: PictureFile | null;
  error: ActorError | null;
}

export type ProfilePictureEvent = { type: 'picture.choose'; file: PictureFile };
