import type { Meta } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import WebpayStatusPage from '#features/payments/status/WebpayStatusPage';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Payments/Webpay status' } satisfies Meta;

const TOKEN = 'sbx_0123456789abcdef0123456789abcdef';

/** The status call's answer as the server sends it (the contract's getWebpayStatus). */
const status = (value: 'PENDING' | 'REJECTED' | 'VOID') => ({
  status: value,
  source: 'booking',
  webpay_id: '7',
  url_redirection: 'http://localhost:3000/payments/return',
  tokenposturl: null,
  productId: 1,
  productTransactionId: 42,
});

/** /webpay whose status call always answers `answer`. */
const webpayStory = (url: string, answer: ReturnType<typeof status> | Error) =>
  screenStory(async (language) => {
    const call = (async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }) as ApiClient['call'];
    return (await createScreenHarness(WebpayStatusPage, { routeId: 'webpay', url, api: { call }, language })).element;
  });

export const WaitingForTheBank = webpayStory(`/webpay?tbk_token=${TOKEN}`, status('PENDING'));
export const Rejected = webpayStory(`/webpay?tbk_token=${TOKEN}`, status('REJECTED'));
export const NothingToAskAbout = webpayStory('/webpay', status('PENDING'));
export const StatusUnreachable = webpayStory(
  `/webpay?webpay_id=7`,
  new ApiError('getWebpayStatusById', 0, { code: 'NETWORK', message: 'offline' }),
);
