import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listAnnouncements } from '#kernel/contract/booking/announcements';
import { announcementsMachine, announcementsSelectors as sel, type Announcement } from '#machines/announcements';
import { brandFeatures } from '#shell/brand';
import { COOKIES, readCookie, writeCookie } from '#shell/cookies';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';

/** The ids kept in the cookie: the last 200, so the cookie stays small. */
const KEPT = 200;

const seenIds = (): number[] =>
  (readCookie(COOKIES.announcementsSeen) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The announcements modal (spec part 1 §9, part 2 §2 "Announcements may appear (main brand only)"):
 * one at a time, the next 1 s after the previous closes, each shown once (the seen ids are kept in a
 * cookie for a year). Screens that show announcements (the booking summary and home) mount it.
 */
export function Announcements() {
  const { api, brand } = useRuntime();
  const machine = useMemo(
    () =>
      announcementsMachine.provide({
        actors: {
          loadAnnouncements: fromPromise<Announcement[], void>(
            async ({ signal }) => (await api.call(listAnnouncements, { signal })).announcements,
          ),
        },
        actions: { rememberSeen: (_, { seen }) => writeCookie(COOKIES.announcementsSeen, seen.slice(-KEPT).join(',')) },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { enabled: brandFeatures(brand).announcements, seen: seenIds() } });
  const current = useSelector(actor, sel.current);
  if (!current) return null;
  const close = () => actor.send({ type: 'announcement.close' });
  return (
    <Modal
      open
      title={current.title}
      onClose={close}
      footer={
        <Button block onClick={close}>
          <Trans>Entendido</Trans>
        </Button>
      }
    >
      <p data-testid="announcement-body">{current.body}</p>
    </Modal>
  );
}
