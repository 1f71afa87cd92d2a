import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef } from '@xstate/react';
import { notificationsMachine } from '#machines/notifications';
import type { AppRuntime } from '../appRuntime';
import { connectLive } from './liveChannel';
import { liveStore } from './liveStore';
import { notificationActors } from './notificationActors';
import { SnackBar } from './SnackBar';

/**
 * The signed-in player's live notifications: the flow (machines/notifications) fed by the live
 * channel and the shell bridge, its snack bar, and the unread count for the navigation's badge.
 */
export interface LiveNotificationsProps extends Pick<AppRuntime, 'api' | 'shell'> {
  userId: number;
  token: string;
}

export default function LiveNotifications({ userId, token, api, shell }: LiveNotificationsProps) {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      notificationsMachine.provide({
        actors: notificationActors(api, shell),
        actions: { openScreen: (_, { path }) => void navigate(path) },
      }),
    [api, shell, navigate],
  );
  const actor = useActorRef(machine, { input: { userId } });

  useEffect(() => {
    const watch = actor.subscribe((snapshot) => liveStore.setUnread(snapshot.context.unread));
    liveStore.setUnread(actor.getSnapshot().context.unread);
    liveStore.attach({
      unreadChanged: (count) => actor.send({ type: 'unread.changed', count }),
      chatOpen: (challengeId) => actor.send(challengeId === null ? { type: 'chat.close' } : { type: 'chat.open', challengeId }),
    });
    const stopBridge = shell.subscribe((message) => {
      if (message.type === 'pushToken.changed') actor.send({ type: 'pushToken.changed', token: message.token });
    });
    const live = connectLive(userId, token, {
      notification: (notification) => {
        actor.send({ type: 'notification.received', notification });
        liveStore.received(notification);
      },
      unread: (count) => actor.send({ type: 'unread.changed', count }),
      online: () => actor.send({ type: 'live.online' }),
      offline: () => actor.send({ type: 'live.offline' }),
    });
    return () => {
      live.close();
      stopBridge();
      watch.unsubscribe();
      liveStore.attach(null);
    };
  }, [actor, shell, userId, token]);

  return <SnackBar actor={actor} />;
}
