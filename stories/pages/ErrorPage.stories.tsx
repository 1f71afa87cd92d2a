import type { Meta } from '@storybook/react-vite';
import ErrorPage from '#features/statusPages/ErrorPage';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Pages/Error' } satisfies Meta;

const errorStory = (url: string) =>
  screenStory(async (language) => (await createScreenHarness(ErrorPage, { routeId: 'book.error', url, language })).element);

export const PageNotFound = errorStory('/book/error');
export const ServerError = errorStory('/book/error?status=500');
export const PaymentRefusedTooManyAttempts = errorStory('/book/error?status=400&title=speed&message=speed_message');
export const FreeTextFromTheQuery = errorStory(
  '/book/error?status=400&title=Pago%20rechazado&message=Tu%20banco%20rechaz%C3%B3%20el%20pago%20%3Cscript%3Ex%3C%2Fscript%3E',
);
