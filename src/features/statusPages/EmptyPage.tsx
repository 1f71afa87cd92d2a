import { useLingui } from '@lingui/react';
import { Screen } from '#shell/layout/Screen';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';

/**
 * /facebookcheck and /fop_error (spec part 3 §2, part 2 §2): pages the native shell lands on and then
 * leaves, empty by the spec. The page keeps its title as a heading for screen readers, and nothing
 * else: no "coming soon", which would tell a player something is missing.
 */
export default function EmptyPage() {
  const { i18n } = useLingui();
  const route = useCurrentRoute();
  return (
    <Screen>
      <h1 className="visually-hidden" data-testid="empty-page">
        {route ? i18n._(route.title) : ''}
      </h1>
    </Screen>
  );
}
