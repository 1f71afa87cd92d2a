import { useLingui } from '@lingui/react/macro';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
}

/** A spinning ring in the brand's loader colour (CSS variable --loader-color). */
export function Spinner({ size = 'medium', decorative }: SpinnerProps) {
  const { t } = useLingui();
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return <span className={`spinner spinner--${size}`} role="status" aria-label={t`Cargando`} />;
}
