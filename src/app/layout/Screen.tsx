import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { BackButton, Page } from '../../ui';
import { useBack } from './useBack';
import { useCurrentRoute } from './useCurrentRoute';

export interface ScreenProps {
  /** Defaults to the route table's title of this screen. */
  title?: ReactNode;
  actions?: ReactNode;
  brand?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** A routed screen: the page with the route's title and the back button when the rules show it. */
export function Screen({ title, actions, brand, narrow, children }: ScreenProps) {
  const { i18n } = useLingui();
  const route = useCurrentRoute();
  const { hidden, goBack } = useBack();
  return (
    <Page
      title={title ?? (route ? i18n._(route.title) : '')}
      back={hidden ? undefined : <BackButton onClick={goBack} />}
      actions={actions}
      brand={brand}
      narrow={narrow}
    >
      {children}
    </Page>
  );
}
