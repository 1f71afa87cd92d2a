import { Link } from 'react-router';
import { sessionSelectors } from '#machines/session';
import { useRuntime, useSession } from '../runtimeContext';
import { AccountEntry } from './AccountEntry';
import { AppNav } from './AppNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import './BrandBar.css';

const brandName = (s: sessionSelectors.SessionSnapshot): string => s.context.config?.appConfig.name ?? 'Courtflow';

/** The brand strip of every screen: name (home link), the main navigation, language and account. */
export function BrandBar() {
  const { startPath } = useRuntime();
  const name = useSession(brandName);
  return (
    <>
      <Link to={startPath} className="brand-bar__name">
        <span className="brand-bar__logo" aria-hidden="true">
          <svg width="26" height="26" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.18" />
            <circle cx="16" cy="16" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        </span>
        {name}
      </Link>
      <AppNav />
      <div className="brand-bar__tools">
        <LanguageSwitcher tone="onBrand" />
        <AccountEntry />
      </div>
    </>
  );
}
