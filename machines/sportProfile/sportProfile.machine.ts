// /profile/sportprofile: the sport profile questionnaire, one choice per question.
//
//   checking     GET /api/sport_profile/check-availability → loading, or unavailable when there is
//                no questionnaire; failure → loadFailed
//   loading      GET /api/sport_profile → answering with the saved answers; failure → loadFailed
//   answering    answer.choose {questionId, optionId} (an option of that question) keeps the choice;
//                profile.save, once every question has one → saving
//   saving       POST /api/sport_profile → answering, saved; failure (-2301, -2302, other) → answering
//                with the message
//   loadFailed   profile.reload → checking
import { assign, setup } from 'xstate';
import type { SportProfileAnswerDto, SportProfileDto } from '#kernel/contract/profileItems';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { Availability, SportProfileContext, SportProfileEvent } from './sportProfile.types';

type Args = { context: SportProfileContext };
type ChoiceParams = SportProfileAnswerDto;

const chosen = ({ event }: { event: SportProfileEvent }): ChoiceParams =>
  event.type === 'answer.choose' ? { questionId: event.questionId, optionId: event.optionId } : { questionId: 0, optionId: 0 };

export const sportProfileMachine = setup({
  types: { context: {} as SportProfileContext, events: {} as SportProfileEvent },
  actors: {
    checkAvailability: placeholder<Availability, void>('sportProfile', 'checkAvailability'),
    loadProfile: placeholder<SportProfileDto, void>('sportProfile', 'loadProfile'),
    saveProfile: placeholder<SportProfileDto, { answers: SportProfileAnswerDto[] }>('sportProfile', 'saveProfile'),
  },
  guards: {
    isAvailable: (_: Args, availability: Availability) => availability.available,
    isOption: ({ context }: Args, { questionId, optionId }: ChoiceParams) =>
      context.questions.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId)),
    allAnswered: ({ context }: Args) => context.questions.every((q) => context.answers.some((a) => a.questionId === q.id)),
  },
  actions: {
    assignProfile: assign((_, { questions, answers }: SportProfileDto) => ({ questions, answers, error: null })),
    assignSaved: assign((_, { questions, answers }: SportProfileDto) => ({ questions, answers, saved: true, error: null })),
    choose: assign(({ context }: Args, choice: ChoiceParams) => ({
      answers: [...context.answers.filter((a) => a.questionId !== choice.questionId), choice],
      saved: false,
      error: null,
    })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
}).createMachine({
  id: 'sportProfile',
  context: { questions: [], answers: [], saved: false, error: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        onDone: [{ guard: { type: 'isAvailable', params: output<Availability> }, target: 'loading' }, { target: 'unavailable' }],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'answering', actions: { type: 'assignProfile', params: output<SportProfileDto> } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
      },
    },
    answering: {
      on: {
        'answer.choose': { guard: { type: 'isOption', params: chosen }, actions: { type: 'choose', params: chosen } },
        'profile.save': { guard: 'allAnswered', target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: { target: 'answering', actions: { type: 'assignSaved', params: output<SportProfileDto> } },
        onError: { target: 'answering', actions: { type: 'assignError', params: rejection } },
      },
    },
    unavailable: { type: 'final' },
    loadFailed: { on: { 'profile.reload': { target: 'checking', actions: 'clearError' } } },
  },
});

export type SportProfileMachine = typeof sportProfileMachine;
