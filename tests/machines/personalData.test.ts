// Model-based test of /profile/user (the personal-data form): every state, transition and listed
// code (-3, -918, -1956, -400 of the save; -487, -400 of the document), plus journeys for the
// document set once and the generic message shown with its code.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { User } from '#kernel/contract/account';
import { documentErrors, saveUserErrors } from '#machines/personalData/personalData.errors';
import { personalDataMachine, type PersonalDataMachine } from '#machines/personalData/personalData.machine';
import * as select from '#machines/personalData/personalData.selectors';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<PersonalDataMachine>;

const phone = { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '912345678' };
const base: User = {
  id: 7,
  first_name: 'Pía',
  last_name: 'Soto',
  email: 'pia@courtflow.test',
  birth_date: null,
  gender: null,
  phone,
  foid_country: null,
  foid_type: null,
  foid_number: null,
  geo: null,
  profilePicture: null,
  language: 'es-CL',
  country_code: 'CL',
  role: 'user',
  corp: null,
  subscription: { hasActiveSubscriptions: false, isEnabledInActiveCountry: false },
};
const withDocument: User = { ...base, foid_country: 'CL', foid_type: 'NI', foid_number: '12345678-5' };
const rules = { phone: { visible: 'Y', mandatory: 'Y', regexp_validation: '^\\+?56[0-9]{9}$' } } as const;
const document = { foidCountry: 'CL', foidType: 'NI', foidNumber: '12.345.678-5' };
const changes = { phone: { ...phone, phoneNumber: '987654321' } };
const apiError = (code: string, status = 400) => ({ code, status });

const journeys: J[] = [
  {
    name: 'a new phone is saved; no document asked for',
    steps: [
      { done: 'loadPersonalData', output: { user: base, rules } },
      { type: 'personalData.save', changes, document: null },
      { check: ({ snapshot }) => expect(select.isSaving(snapshot)).toBe(true) },
      { done: 'saveUser', output: { ...base, ...changes } },
    ],
    end: 'editing',
    assert: ({ snapshot, invocations }) => {
      expect(select.isSaved(snapshot)).toBe(true);
      expect(select.user(snapshot)?.phone?.phoneNumber).toBe('987654321');
      expect(invocations.map((i) => i.src)).toEqual(['loadPersonalData', 'saveUser']);
      expect(invocations[1].input).toEqual({ userId: 7, changes });
    },
  },
  {
    name: 'the document is set once: saved, then locked',
    steps: [
      { done: 'loadPersonalData', output: { user: base, rules } },
      { type: 'personalData.save', changes, document },
      { done: 'saveUser', output: base },
      { check: ({ snapshot }) => expect(select.isSaved(snapshot)).toBe(false) },
      { done: 'setDocument', output: { foidCountry: 'CL', foidType: 'NI', foidNumber: '12345678-5' } },
    ],
    end: 'editing',
    assert: ({ snapshot, invocations }) => {
      expect(invocations[2]).toEqual({ id: 'setDocument', src: 'setDocument', input: { userId: 7, document } });
      expect(select.isDocumentLocked(snapshot)).toBe(true);
      expect(select.isSaved(snapshot)).toBe(true);
    },
  },
  {
    name: 'with a document already set, a document sent is not: only the user is saved',
    steps: [
      { done: 'loadPersonalData', output: { user: withDocument, rules } },
      { type: 'personalData.save', changes, document },
      { done: 'saveUser', output: withDocument },
    ],
    end: 'editing',
    assert: ({ invocations, snapshot }) => {
      expect(invocations.map((i) => i.src)).toEqual(['loadPersonalData', 'saveUser']);
      expect(select.isDocumentLocked(snapshot)).toBe(true);
    },
  },
  {
    name: '-487: another account has this document; the data already saved stays, the notice shows',
    steps: [
      { done: 'loadPersonalData', output: { user: base, rules } },
      { type: 'personalData.save', changes, document },
      { done: 'saveUser', output: base },
      { fail: 'setDocument', error: apiError('-487', 409) },
    ],
    end: 'editing',
    assert: ({ snapshot }) => {
      expect(select.errorNotice(snapshot)).toEqual({ entry: documentErrors['-487'], code: null });
      expect(select.isDocumentLocked(snapshot)).toBe(false);
    },
  },
  {
    name: 'an unlisted code of the document call: the generic message with the code; editing clears it',
    steps: [
      { done: 'loadPersonalData', output: { user: base, rules } },
      { type: 'personalData.save', changes, document },
      { done: 'saveUser', output: base },
      { fail: 'setDocument', error: apiError('-77', 500) },
      { check: ({ snapshot }) => expect(select.errorNotice(snapshot)).toEqual({ entry: documentErrors.other, code: '-77' }) },
      { type: 'personalData.edit' },
    ],
    end: 'editing',
    assert: ({ snapshot }) => expect(select.errorNotice(snapshot)).toBeNull(),
  },
  {
    name: '-3 of the save: another user has the document; nothing else is sent',
    steps: [
      { done: 'loadPersonalData', output: { user: base, rules } },
      { type: 'personalData.save', changes, document },
      { fail: 'saveUser', error: apiError('-3', 409) },
    ],
    end: 'editing',
    assert: ({ snapshot, invocations }) => {
      expect(select.errorNotice(snapshot)?.entry).toBe(saveUserErrors['-3']);
      expect(invocations).toHaveLength(2);
    },
  },
  {
    name: 'a failed load can be retried',
    steps: [
      { fail: 'loadPersonalData', error: apiError('NETWORK', 0) },
      { check: ({ snapshot }) => expect(select.loadFailed(snapshot)).toBe(true) },
      { type: 'personalData.reload' },
      { done: 'loadPersonalData', output: { user: base, rules } },
    ],
    end: 'editing',
    assert: ({ snapshot }) => expect(select.rules(snapshot)).toEqual(rules),
  },
];

describeModel(personalDataMachine, {
  name: 'personalData',
  inputs: { player: { userId: 7 } },
  events: {
    'personalData.save': [
      { type: 'personalData.save', changes, document: null },
      { type: 'personalData.save', changes, document },
    ],
    'personalData.edit': [{ type: 'personalData.edit' }],
    'personalData.reload': [{ type: 'personalData.reload' }],
  },
  outputs: {
    loadPersonalData: [
      { user: base, rules },
      { user: withDocument, rules },
    ],
    saveUser: [base],
    setDocument: [{ foidCountry: 'CL', foidType: 'NI', foidNumber: '12345678-5' }],
  },
  errors: {
    loadPersonalData: { NETWORK: apiError('NETWORK', 0), other: apiError('-1', 500) },
    saveUser: {
      '-3': apiError('-3', 409),
      '-918': apiError('-918'),
      '-1956': apiError('-1956'),
      '-400': apiError('-400'),
      NETWORK: apiError('NETWORK', 0),
      other: apiError('-1', 500),
    },
    setDocument: { '-487': apiError('-487', 409), '-400': apiError('-400'), NETWORK: apiError('NETWORK', 0), other: apiError('-9', 500) },
  },
  journeys,
  serializeContext: (c) => ({
    doc: c.user?.foid_number ?? null,
    pending: c.pendingDocument !== null,
    saved: c.saved,
    e: c.error?.code ?? null,
    from: c.errorSource,
  }),
  require: { states: true, errors: true, transitions: true },
});

describe('personal data selectors', () => {
  it('loading: nothing to show, not locked', () => {
    const snapshot = createActor(personalDataMachine, { input: { userId: 7 } }).getSnapshot();
    expect(select.isLoading(snapshot)).toBe(true);
    expect(select.isDocumentLocked(snapshot)).toBe(false);
    expect(select.errorNotice(snapshot)).toBeNull();
  });
});
