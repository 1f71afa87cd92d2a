import type { Brand } from '#kernel/contract/brands';
import { closeTopModal, hasOpenModal } from '#ui/modalStack';
import { backTarget } from '../routes/backRules';
import type { HistoryStore } from '../routes/historyStore';
import { androidBackAction } from './androidBack';
import type { ShellBridge } from './bridge';

export interface BackKeyDeps {
  shell: ShellBridge;
  router: { navigate(to: string | number): unknown };
  brand: Brand;
  startPath: string;
  history: Pick<HistoryStore, 'getSnapshot'>;
  routeId(): string | undefined;
}

/** Carries out the Android back key (spec part 1 §2.4); returns what it did. */
export function handleBackKey(deps: BackKeyDeps): ReturnType<typeof androidBackAction> {
  const action = androidBackAction({ modalOpen: hasOpenModal(), routeId: deps.routeId(), brand: deps.brand });
  switch (action) {
    case 'closeModal':
      closeTopModal();
      break;
    case 'exitApp':
      deps.shell.exitApp();
      break;
    case 'goToSearch':
      void deps.router.navigate(deps.startPath);
      break;
    case 'goBack':
      {
        const target = backTarget(deps.history.getSnapshot(), deps.startPath);
        void deps.router.navigate(target.kind === 'history' ? -1 : target.to);
      }
      break;
  }
  return action;
}

/** Listens for the native back key. */
export function installBackKey(deps: BackKeyDeps): () => void {
  return deps.shell.subscribe((message) => {
    if (message.type === 'backKey') handleBackKey(deps);
  });
}
