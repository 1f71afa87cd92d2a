import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '#machines/session';
import type { ApiClient } from '#api/client';
import type { Brand } from '#kernel/contract/brands';
import type { ToastStore } from '#ui/toastStore';
import type { AppInfo } from './appInfo';
import type { ShellBridge } from './bridge';
import type { AppRouter } from './routes/appRouter';
import type { HistoryStore } from './routes/historyStore';
import type { RouteEntry } from './routes/types';

export type { AppRouter };

/** The app's one session actor (created and started by the composition root, src/app). */
export type SessionActor = ActorRefFrom<SessionMachine>;

/**
 * Everything the app runs on, as the features see it. src/app builds it (createAppRuntime) and hands
 * it down through RuntimeContext; nothing here knows which features exist.
 */
export interface AppRuntime {
  appInfo: AppInfo;
  brand: Brand;
  /** The brand's first screen ('/book/search', or the club list for non-main brands). */
  startPath: string;
  api: ApiClient;
  session: SessionActor;
  router: AppRouter;
  shell: ShellBridge;
  toasts: ToastStore;
  history: HistoryStore;
  /** The route table's entry by id (the table itself lives in src/app: it names the features). */
  routeById(id: string): RouteEntry | undefined;
}
