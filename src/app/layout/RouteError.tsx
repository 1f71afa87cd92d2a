import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Page } from '#ui/Page';

/** Anything a screen throws ends here: a calm page with a way on, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error('Screen failed:', error), [error]);
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Page title={<Trans>Algo salió mal</Trans>}>
      <EmptyState
        title={chunkFailed ? <Trans>Hay una nueva versión disponible</Trans> : <Trans>No pudimos mostrar esta pantalla</Trans>}
        action={
          chunkFailed ? (
            <Button block onClick={() => window.location.reload()}>
              <Trans>Recargar</Trans>
            </Button>
          ) : (
            <Button block onClick={() => window.location.assign('/book/search')}>
              <Trans>Ir al inicio</Trans>
            </Button>
          )
        }
      >
        <p>
          <Trans>Inténtalo de nuevo en unos momentos.</Trans>
        </p>
      </EmptyState>
    </Page>
  );
}
