import { Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Toaster } from '#ui/Toaster';
import { LiveGate } from '#shell/live/LiveGate';
import { DocumentTitle } from './DocumentTitle';
import { FocusOnNavigate } from './FocusOnNavigate';
import { LanguageSync } from './LanguageSync';
import { NavigationProgress } from './NavigationProgress';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { StatusBanners } from './StatusBanners';

/** The root of every screen: skip link, status banners, the screen, toasts. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Saltar al contenido</Trans>
      </a>
      <NavigationProgress />
      <StatusBanners />
      <Outlet />
      <Toaster />
      <LiveGate />
      <DocumentTitle />
      <FocusOnNavigate />
      <LanguageSync />
      <ScrollOnNavigate />
    </>
  );
}
