// Model-based test of the profile picture: every state, transition and listed code, plus journeys.
import { expect } from 'vitest';
import { profilePictureErrors, type ProfilePictureErrorCode } from '#machines/profilePicture/profilePicture.errors';
import { profilePictureMachine, type ProfilePictureMachine } from '#machines/profilePicture/profilePicture.machine';
import * as select from '#machines/profilePicture/profilePicture.selectors';
import { describeModel, type ErrorFixtures, type EventFixtures, type OutputFixtures } from './support/modelTest';

const PNG = { name: 'me.png', size: 2_000_000, type: 'image/png' };
const HUGE = { name: 'huge.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' };
const GIF = { name: 'funny.gif', size: 50_000, type: 'image/gif' };
const URL_1 = '/api/profile-pictures/7-AAAAAAAAAAAAAAAA.webp';

const errorExamples = {
  '-1424': { code: '-1424', status: 400 },
  '-1425': { code: '-1425', status: 413 },
  NETWORK: { code: 'NETWORK', status: 0 },
  other: { code: '-1', status: 500 },
} satisfies Record<ProfilePictureErrorCode | 'other', object>;

const events: EventFixtures<ProfilePictureMachine> = {
  'picture.choose': [
    { type: 'picture.choose', file: PNG },
    { type: 'picture.choose', file: HUGE },
    { type: 'picture.choose', file: GIF },
  ],
};
const outputs: OutputFixtures<ProfilePictureMachine> = { uploadPicture: [URL_1] };
const errors: ErrorFixtures<ProfilePictureMachine> = { uploadPicture: errorExamples };

describeModel(profilePictureMachine, {
  name: 'profilePicture',
  inputs: { player: { userId: 7, picture: null } },
  events,
  outputs,
  errors,
  serializeContext: (c) => ({ picture: c.picture, file: c.file?.name ?? null, code: c.error?.code ?? null }),
  require: { states: true, errors: true, transitions: true },
  journeys: [
    {
      name: 'a PNG is sent; its URL replaces the picture and the session is told',
      steps: [
        { type: 'picture.choose', file: PNG },
        { check: ({ snapshot }) => expect(select.isUploading(snapshot)).toBe(true) },
        { done: 'uploadPicture', output: URL_1 },
      ],
      end: 'uploaded',
      context: { picture: URL_1, file: null, error: null },
      assert: ({ snapshot, invocations, effects }) => {
        expect(select.justUploaded(snapshot)).toBe(true);
        expect(invocations).toEqual([{ id: 'uploadPicture', src: 'uploadPicture', input: { userId: 7, file: PNG } }]);
        expect(effects.map((e) => e.type)).toEqual(['pictureChanged']);
      },
    },
    {
      name: 'over 10 MB or not a JPG/PNG: refused before sending',
      steps: [
        { type: 'picture.choose', file: HUGE },
        { check: ({ snapshot }) => expect(select.notice(snapshot)).toBe(profilePictureErrors['-1425']) },
        { type: 'picture.choose', file: GIF },
      ],
      end: 'idle',
      assert: ({ snapshot, invocations }) => {
        expect(invocations).toEqual([]);
        expect(select.notice(snapshot)).toBe(profilePictureErrors['-1424']);
      },
    },
    {
      name: 'the server refuses a forged image (-1424): the old picture stays',
      input: { userId: 7, picture: URL_1 },
      steps: [
        { type: 'picture.choose', file: PNG },
        { fail: 'uploadPicture', error: errorExamples['-1424'] },
      ],
      end: 'idle',
      assert: ({ snapshot, effects }) => {
        expect(select.picture(snapshot)).toBe(URL_1);
        expect(select.notice(snapshot)).toBe(profilePictureErrors['-1424']);
        expect(effects).toEqual([]);
      },
    },
  ],
});
