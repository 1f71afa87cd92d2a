import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import CheckInPage from '#features/checkIn/CheckInPage';
import type { CheckInResult } from '#kernel/contract/booking/checkIn';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Check-in' } satisfies Meta;

const AT_CLUB = { latitude: -33.3932, longitude: -70.5945 };

/** The device's position as the story needs it: given, refused, or never answered. */
function fakeGeolocation(answer: 'at club' | 'denied' | 'never') {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
      if (answer === 'at club') ok({ coords: AT_CLUB } as GeolocationPosition);
      else if (answer === 'denied') fail({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** /check_in/42 with the server's answer to the check-in call. */
function checkInStory(position: 'at club' | 'denied' | 'never', answer: CheckInResult | Error | 'pending'): StoryObj {
  return screenStory(async (language) => {
    fakeGeolocation(position);
    const call = (async () => {
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer instanceof Error) throw answer;
      return { error: false, code: '0', result: answer };
    }) as ApiClient['call'];
    return (await createScreenHarness(CheckInPage, { routeId: 'check_in', url: '/check_in/42', api: { call }, language })).element;
  });
}

export const Locating = checkInStory('never', 'pending');
export const CheckingIn = checkInStory('at club', 'pending');
export const Success = checkInStory('at club', 'CHECK_IN_SUCCESS');
export const BadRequest = checkInStory('at club', 'BAD_REQUEST');
export const NoCheckInAvailable = checkInStory('at club', 'NO_CHECK_IN_AVAILABLE');
export const AlreadyCheckedIn = checkInStory('at club', 'ALREADY_CHECKED_IN');
export const NoLocationProvided = checkInStory('at club', 'NO_LOCATION_PROVIDED');
export const OutOfRange = checkInStory('at club', 'LOCATION_OUT_OF_RANGE');
export const LocationRefused = checkInStory('denied', 'pending');
export const ServerUnreachable = checkInStory('at club', new ApiError('checkIn', 0, { code: 'NETWORK', message: 'offline' }));
