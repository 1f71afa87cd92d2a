import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { clubFilterMachine, clubFilterSelectors as select, type ClubFilter, type FilterSport } from '#machines/clubFilter';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Checkbox } from '#ui/Checkbox';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';
import { useSportName } from '../../shared/sportNames';
import { filterActors } from './finderActors';

/**
 * The club filter (spec part 1 §9): a state, at most 3 of its cities and 3 sports ('You can select
 * only three options'); choosing another state clears the cities. Apply hands the filter back.
 */
export function ClubFilterModal({
  country,
  sports,
  current,
  onDone,
}: {
  country: string;
  sports: FilterSport[];
  current: ClubFilter;
  onDone: (filter: ClubFilter | null) => void;
}) {
  const { t } = useLingui();
  const sportName = useSportName();
  const { api } = useRuntime();
  const machine = useMemo(() => clubFilterMachine.provide({ actors: filterActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { country, sports, current } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') onDone(s.output.result === 'applied' ? s.output.filter : null);
    });
    return () => sub.unsubscribe();
  }, [actor, onDone]);
  const filter = select.filter(snapshot);
  const overLimit = select.overLimit(snapshot);
  const limitNotice = <p className="club-filter__limit" role="alert">{t`Solo puedes seleccionar tres opciones`}</p>;
  return (
    <Modal
      open
      title={<Trans>Filtrar clubes</Trans>}
      onClose={() => actor.send({ type: 'filter.cancel' })}
      footer={
        <>
          <Button variant="ghost" onClick={() => actor.send({ type: 'filter.clear' })}>
            <Trans>Limpiar</Trans>
          </Button>
          <Button onClick={() => actor.send({ type: 'filter.apply' })} disabled={!select.canApply(snapshot)}>
            <Trans>Aplicar</Trans>
          </Button>
        </>
      }
    >
      <div className="club-filter">
        {select.loadFailed(snapshot) ? (
          <Notice kind="error">
            <p>
              <Trans>No pudimos cargar las regiones.</Trans>
            </p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'filter.retry' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        <SelectField
          label={<Trans>Región</Trans>}
          value={filter.stateId === null ? '' : String(filter.stateId)}
          onChange={(e) => actor.send({ type: 'filter.chooseState', stateId: e.target.value ? Number(e.target.value) : null })}
          options={[{ value: '', label: t`Todas` }, ...select.states(snapshot).map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        {select.isLoading(snapshot) ? <Spinner size="small" /> : null}
        {select.canChooseCities(snapshot) ? (
          <fieldset className="club-filter__group">
            <legend>
              <Trans>Comunas</Trans>
            </legend>
            {overLimit === 'cities' ? limitNotice : null}
            <div className="club-filter__options">
              {select.cities(snapshot).map((city) => (
                <Checkbox
                  key={city.id}
                  label={city.name}
                  checked={filter.cityIds.includes(city.id)}
                  onChange={() => actor.send({ type: 'filter.toggleCity', cityId: city.id })}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="club-filter__group">
          <legend>
            <Trans>Deportes</Trans>
          </legend>
          {overLimit === 'sports' ? limitNotice : null}
          <div className="club-filter__options">
            {select.sports(snapshot).map((sport) => (
              <Checkbox
                key={sport.id}
                label={sportName(sport)}
                checked={filter.sportIds.includes(sport.id)}
                onChange={() => actor.send({ type: 'filter.toggleSport', sportId: sport.id })}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
