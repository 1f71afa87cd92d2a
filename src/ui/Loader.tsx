import { Spinner } from './Spinner';
import './Loader.css';

/** The full-area loader shown while a screen or the app starts; its colour follows the brand. */
export function Loader({ label }: { label?: string }) {
  return (
    <div className="loader" data-testid="loader">
      <Spinner size="large" />
      {label ? <p className="loader__label">{label}</p> : null}
    </div>
  );
}
