import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#ui/ButtonLink';
import { ComingSoon } from '#ui/ComingSoon';
import { Screen } from '#shell/layout/Screen';
import { useCurrentRoute } from '#shell/layout/useCurrentRoute';
import { useRuntime } from '#shell/runtimeContext';

/** Every table route that a later issue builds shows this until then (never a crash). */
export default function ComingSoonScreen() {
  const { i18n } = useLingui();
  const route = useCurrentRoute();
  const { startPath } = useRuntime();
  const title = route ? i18n._(route.title) : '';
  return (
    <Screen>
      <ComingSoon
        title={title}
        action={
          <ButtonLink to={startPath} block>
            <Trans>Volver al inicio</Trans>
          </ButtonLink>
        }
      />
    </Screen>
  );
}
