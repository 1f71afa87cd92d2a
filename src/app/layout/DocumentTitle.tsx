import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { sessionSelectors } from '#machines/session';
import { useSession } from '#shell/runtimeContext';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';

const appName = (s: sessionSelectors.SessionSnapshot): string => s.context.config?.appConfig.name ?? 'Courtflow';

/** Keeps the tab title as "Screen · Brand". */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const route = useCurrentRoute();
  const name = useSession(appName);
  useEffect(() => {
    document.title = route ? `${i18n._(route.title)} · ${name}` : name;
  }, [route, name, i18n]);
  return null;
}
