import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { cardEnrolmentSelectors as card, type Address, type Foid } from '#machines/cardEnrolment';
import { SelectField } from '#ui/SelectField';
import { TextField } from '#ui/TextField';
import type { CardEnrolmentActor } from './CardForm';

/** The spec's priority countries (part 2 §9), where the card provider works. */
const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'EC', 'MX', 'PE', 'US'] as const;
const NO_FOID: Foid = { foidCountry: '', foidType: 'NI', foidNumber: '' };
const NO_ADDRESS: Address = { countryCode: '', geoStateId: null, geoCityId: null, address: '' };
const idOf = (value: string): number | null => (/^\d{1,9}$/.test(value) ? Number(value) : null);

function useCountryOptions() {
  const { t, i18n } = useLingui();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  } catch {
    names = null;
  }
  return [{ value: '', label: t`Elige un país` }, ...COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code }))];
}

/** The ID number and the address, shown only when the payment method asks for them. */
export function MissingDataFields({ actor, errors }: { actor: CardEnrolmentActor; errors: card.CardFieldErrors | null }) {
  const { t } = useLingui();
  const asksFoid = useSelector(actor, card.asksForFoid);
  const asksAddress = useSelector(actor, card.asksForAddress);
  const { foid, address } = useSelector(actor, card.missingData, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const countries = useCountryOptions();
  if (!asksFoid && !asksAddress) return null;
  const f = foid ?? NO_FOID;
  const a = address ?? NO_ADDRESS;
  const setFoid = (change: Partial<Foid>) => actor.send({ type: 'foid.set', foid: { ...f, ...change } });
  const setAddress = (change: Partial<Address>) => actor.send({ type: 'address.set', address: { ...a, ...change } });
  return (
    <>
      {asksFoid ? (
        <fieldset className="card-form__group">
          <legend className="card-form__legend">
            <Trans>Tu documento de identidad</Trans>
          </legend>
          <p className="muted card-form__why">
            <Trans>El medio de pago de este país lo pide para inscribir la tarjeta.</Trans>
          </p>
          <SelectField
            label={<Trans>País del documento</Trans>}
            options={countries}
            value={f.foidCountry}
            onChange={(e) => setFoid({ foidCountry: e.target.value })}
          />
          <SelectField
            label={<Trans>Tipo de documento</Trans>}
            options={[
              { value: 'NI', label: t`DNI / documento nacional` },
              { value: 'PP', label: t`Pasaporte` },
            ]}
            value={f.foidType}
            onChange={(e) => setFoid({ foidType: e.target.value })}
          />
          <TextField
            label={<Trans>Número de documento</Trans>}
            value={f.foidNumber}
            onChange={(e) => setFoid({ foidNumber: e.target.value })}
            error={errors?.foid ? t`Completa tu documento de identidad.` : undefined}
          />
        </fieldset>
      ) : null}
      {asksAddress ? (
        <fieldset className="card-form__group">
          <legend className="card-form__legend">
            <Trans>Tu dirección</Trans>
          </legend>
          <SelectField
            label={<Trans>País</Trans>}
            options={countries}
            value={a.countryCode}
            onChange={(e) => setAddress({ countryCode: e.target.value })}
          />
          <div className="card-form__pair">
            <TextField
              label={<Trans>Código de región</Trans>}
              inputMode="numeric"
              value={a.geoStateId === null ? '' : String(a.geoStateId)}
              onChange={(e) => setAddress({ geoStateId: idOf(e.target.value) })}
            />
            <TextField
              label={<Trans>Código de ciudad</Trans>}
              inputMode="numeric"
              value={a.geoCityId === null ? '' : String(a.geoCityId)}
              onChange={(e) => setAddress({ geoCityId: idOf(e.target.value) })}
            />
          </div>
          <TextField
            label={<Trans>Dirección</Trans>}
            autoComplete="street-address"
            value={a.address}
            onChange={(e) => setAddress({ address: e.target.value })}
            error={errors?.address ? t`Completa tu dirección.` : undefined}
          />
        </fieldset>
      ) : null}
    </>
  );
}
