import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { webpayStatusMachine, webpayStatusSelectors as select, type PostFormParams, type WebpayPage } from '#machines/webpayStatus';
import { useApi } from '#shell/runtimeContext';
import { webpayStatusActors } from './statusApi';
import { closeThisWindow } from './windowControl';

export interface WebpayQuery {
  page: WebpayPage;
  token: string | null;
  webpayId: string | null;
}

/**
 * Runs the webpay status machine for one page visit: real calls, and the two actions the view
 * supplies — the form to post (rendered as a real form, see ProviderForm) and closing the window.
 */
export function useWebpayStatus(query: WebpayQuery) {
  const api = useApi();
  const [post, setPost] = useState<PostFormParams | null>(null);
  const machine = useMemo(
    () =>
      webpayStatusMachine.provide({
        actors: webpayStatusActors(api),
        actions: {
          postForm: (_, params: PostFormParams) => setPost(params),
          closeWindow: () => closeThisWindow(),
        },
      }),
    // One machine per visit: the page remounts (key) when its query changes.
    [api],
  );
  const actor = useActorRef(machine, { input: query });
  return {
    post,
    status: useSelector(actor, select.displayStatus),
    firstCheck: useSelector(actor, select.isFirstCheck),
    leaving: useSelector(actor, select.isLeaving),
    closed: useSelector(actor, select.isClosed),
    webpayId: useSelector(actor, select.webpayId),
    message: useSelector(actor, select.statusMessage),
    errCategory: useSelector(actor, select.errCategory),
    booking: useSelector(actor, select.paidBooking),
  };
}
