import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { useSession, useSessionActor } from '../runtimeContext';
import { languageOptions, selectedOption } from './languageOptions';
import './LanguageSwitcher.css';

const configured = (s: sessionSelectors.SessionSnapshot) => s.context.languages;

/** Español / English / Português: changes the texts at once and remembers the choice. */
export function LanguageSwitcher({ tone = 'plain' }: { tone?: 'plain' | 'onBrand' }) {
  const id = useId();
  const session = useSessionActor();
  const language = useSession(sessionSelectors.language);
  const options = languageOptions(useSession(configured));
  const selected = selectedOption(language, options);
  const current = options.find((o) => o.code === selected);
  return (
    <div className={`lang-switch lang-switch--${tone}`}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Idioma</Trans>
      </label>
      <svg
        className="lang-switch__icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      {/* What shows: the language's name on wide screens, its short code on phones. The native
          select lies on top, transparent, so touch, keyboard and screen readers use it as usual. */}
      <span className="lang-switch__face" aria-hidden="true">
        <span className="lang-switch__long">{current?.label}</span>
        <span className="lang-switch__short">{selected.slice(0, 2).toUpperCase()}</span>
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </span>
      <select
        id={id}
        className="lang-switch__select"
        value={selected}
        onChange={(e) => session.send({ type: 'language.change', language: e.target.value })}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
