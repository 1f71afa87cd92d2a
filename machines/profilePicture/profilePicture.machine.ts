// Profile picture (profile menu; spec part 3 §7, §9):
//
//   idle / uploaded --picture.choose (over 10 MB)--> idle (-1425, nothing sent)
//                   --picture.choose (not JPG/PNG)--> idle (-1424, nothing sent)
//                   --picture.choose--> uploading --done--> uploaded (pictureChanged: the session reloads the profile)
//                                                 --error (-1424, -1425, network, other)--> idle
import { assign, setup } from 'xstate';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '#kernel/contract/profileAccount';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import { NOT_AN_IMAGE_CODE, TOO_LARGE_CODE } from './profilePicture.errors';
import type {
  PictureFile,
  ProfilePictureContext,
  ProfilePictureEvent,
  ProfilePictureInput,
  UploadPictureInput,
} from './profilePicture.types';

const chosen = ({ event }: { event: ProfilePictureEvent }): PictureFile => event.file;

const choose = [
  { guard: { type: 'isTooLarge', params: chosen }, actions: { type: 'refuse', params: { code: TOO_LARGE_CODE } } },
  { guard: { type: 'isNotAnImage', params: chosen }, actions: { type: 'refuse', params: { code: NOT_AN_IMAGE_CODE } } },
  { target: '#profilePicture.uploading', actions: { type: 'assignFile', params: chosen } },
] as const;

export const profilePictureSetup = setup({
  types: {
    context: {} as ProfilePictureContext,
    events: {} as ProfilePictureEvent,
    input: {} as ProfilePictureInput,
  },
  actors: {
    uploadPicture: placeholder<string, UploadPictureInput>('profilePicture', 'uploadPicture'),
  },
  guards: {
    isTooLarge: (_, file: PictureFile) => file.size > PROFILE_PICTURE_MAX_BYTES,
    isNotAnImage: (_, file: PictureFile) => !(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type),
  },
  actions: {
    refuse: assign((_, { code }: { code: string }) => ({ error: { code, status: 0 } })),
    assignFile: assign((_, file: PictureFile) => ({ file, error: null })),
    assignPicture: assign((_, picture: string) => ({ picture, file: null, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error, file: null })),
    // ── supplied by the view ──
    pictureChanged: () => {},
  },
});

export const profilePictureMachine = profilePictureSetup.createMachine({
  id: 'profilePicture',
  context: ({ input }) => ({ userId: input.userId, picture: input.picture, file: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'picture.choose': [...choose] } },
    uploading: {
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ context }) => ({ userId: context.userId, file: context.file! }),
        onDone: { target: 'uploaded', actions: [{ type: 'assignPicture', params: output<string> }, 'pictureChanged'] },
        onError: { target: 'idle', actions: { type: 'assignError', params: rejection } },
      },
    },
    uploaded: { on: { 'picture.choose': [...choose] } },
  },
});

export type ProfilePictureMachine = typeof profilePictureMachine;
