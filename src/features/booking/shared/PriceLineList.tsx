import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { money } from './format';
import type { ShownLine } from './priceLines';

export interface PriceLineListProps {
  lines: readonly ShownLine[];
  currencyCode: string;
  locale: string;
  /** The booking's minutes (the court line says them). */
  timespan: number;
  /** The club's language: its own text (extra and coupon names) is marked with it. */
  clubLanguage?: string;
}

/** The rows of a price (inside a <dl>): what each is and its amount, discounts with a minus sign. */
export function PriceLineList({ lines, currencyCode, locale, timespan, clubLanguage }: PriceLineListProps) {
  const { t } = useLingui();
  const clubText = (text: string | null): ReactNode => (text ? <span lang={clubLanguage}>{text}</span> : null);
  const label = (line: ShownLine): ReactNode => {
    switch (line.kind) {
      case 'court':
        return t`Reserva (${timespan} min)`;
      case 'seat':
        return line.quantity > 1 ? t`Cupos (${line.quantity})` : t`Cupo`;
      case 'extra':
        return (
          <>
            {clubText(line.name) ?? t`Adicional`}
            {line.quantity > 1 ? ` × ${line.quantity}` : null}
          </>
        );
      case 'coupon':
        return (
          <>
            {t`Cupón`}
            {line.name ? <> ({clubText(line.name)})</> : null}
            {line.quantity > 1 ? ` × ${line.quantity}` : null}
          </>
        );
      case 'discount':
        return line.name ? t`Código de descuento ${line.name}` : t`Código de descuento`;
      case 'bankDiscount':
        return line.name ? t`Descuento bancario ${line.name}` : t`Descuento bancario`;
      case 'fee':
        return t`Cargo por servicio`;
      case 'insurance':
        return line.quantity > 1 ? t`Seguro (${line.quantity} jugadores)` : t`Seguro`;
    }
  };
  return (
    <>
      {lines.map((line) => (
        <div
          key={line.key}
          className={`price-line${line.amount < 0 ? ' price-line--discount' : ''}`}
          data-testid="price-line"
          data-kind={line.kind}
        >
          <dt>{label(line)}</dt>
          <dd>{line.amount < 0 ? `−${money(-line.amount, currencyCode, locale)}` : money(line.amount, currencyCode, locale)}</dd>
        </div>
      ))}
    </>
  );
}
