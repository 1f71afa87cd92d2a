import { useLingui } from '@lingui/react/macro';
import { Loader } from '#ui/Loader';

/** What shows while the session starts (config, languages, countries, token check). */
export function BootScreen() {
  const { t } = useLingui();
  return (
    <main id="main" className="boot">
      <Loader label={t`Cargando…`} />
    </main>
  );
}
