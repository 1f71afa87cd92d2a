// Model-based test of /profile/sportprofile: every state, transition and listed code (-2301, -2302),
// plus journeys for a whole questionnaire saved, a save refused before every question is answered,
// and a player without a questionnaire.
import { expect } from 'vitest';
import type { SportProfileDto } from '#kernel/contract/profileItems';
import { sportProfileMachine, type SportProfileMachine } from '#machines/sportProfile/sportProfile.machine';
import * as select from '#machines/sportProfile/sportProfile.selectors';
import { describeModel, type Journey } from './support/modelTest';

const question = (id: number) => ({
  id,
  text: `Pregunta ${id}`,
  options: [
    { id: 1, text: 'Sí' },
    { id: 2, text: 'No' },
  ],
});
const blank: SportProfileDto = { questions: [question(1), question(2)], answers: [] };
const half: SportProfileDto = { ...blank, answers: [{ questionId: 1, optionId: 2 }] };
const full: SportProfileDto = {
  ...blank,
  answers: [
    { questionId: 1, optionId: 2 },
    { questionId: 2, optionId: 1 },
  ],
};
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });

const journeys: Journey<SportProfileMachine>[] = [
  {
    name: 'answering every question and saving sends one choice per question',
    steps: [
      { done: 'checkAvailability', output: { available: true, answered: false } },
      { done: 'loadProfile', output: blank },
      { type: 'answer.choose', questionId: 1, optionId: 1 },
      { type: 'answer.choose', questionId: 1, optionId: 2 },
      { check: ({ snapshot }) => expect(select.canSave(snapshot)).toBe(false) },
      { type: 'answer.choose', questionId: 2, optionId: 1 },
      { type: 'profile.save' },
      { done: 'saveProfile', output: full },
    ],
    end: 'answering',
    assert: ({ invocations, snapshot }) => {
      expect(invocations[2]).toMatchObject({ src: 'saveProfile', input: { answers: full.answers } });
      expect(select.isSaved(snapshot)).toBe(true);
      expect(select.choiceOf(snapshot, 1)).toBe(2);
    },
  },
  {
    name: 'a choice that is not an option of the question is ignored; saving waits for every answer',
    steps: [
      { done: 'checkAvailability', output: { available: true, answered: false } },
      { done: 'loadProfile', output: half },
      { type: 'answer.choose', questionId: 2, optionId: 9 },
      { type: 'profile.save' },
    ],
    end: 'answering',
    assert: ({ invocations, snapshot }) => {
      expect(invocations).toHaveLength(2);
      expect(select.missing(snapshot)).toBe(1);
    },
  },
  {
    name: 'the server refusing a missing answer (-2302) shows its message',
    steps: [
      { done: 'checkAvailability', output: { available: true, answered: true } },
      { done: 'loadProfile', output: full },
      { type: 'profile.save' },
      { fail: 'saveProfile', error: apiError('-2302', 422) },
    ],
    end: 'answering',
    assert: ({ snapshot }) => expect(select.saveError(snapshot)).not.toBeNull(),
  },
  {
    name: 'without a questionnaire the page says so',
    steps: [{ done: 'checkAvailability', output: { available: false, answered: false } }],
    end: 'unavailable',
    assert: ({ snapshot }) => expect(select.isUnavailable(snapshot)).toBe(true),
  },
];

describeModel(sportProfileMachine, {
  name: 'sportProfile',
  inputs: { player: undefined },
  events: {
    'answer.choose': [
      { type: 'answer.choose', questionId: 2, optionId: 1 },
      { type: 'answer.choose', questionId: 2, optionId: 9 },
    ],
    'profile.save': [{ type: 'profile.save' }],
    'profile.reload': [{ type: 'profile.reload' }],
  },
  outputs: {
    checkAvailability: [
      { available: true, answered: false },
      { available: false, answered: false },
    ],
    loadProfile: [half],
    saveProfile: [full],
  },
  errors: {
    checkAvailability: { other: new Error('network down') },
    loadProfile: { other: new Error('network down') },
    saveProfile: { '-2301': apiError('-2301', 422), '-2302': apiError('-2302', 422), other: apiError('-1', 500) },
  },
  journeys,
  serializeContext: (c) => ({ a: c.answers.map((a) => `${a.questionId}:${a.optionId}`).join(','), s: c.saved, e: c.error?.code }),
  require: { states: true, errors: true, transitions: true },
});
