import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { BackButton } from '#ui/BackButton';
import { Page } from '#ui/Page';
import { BrandBar } from './BrandBar';
import { useBack } from './useBack';
import { useCurrentRoute } from './useCurrentRoute';

export interface ScreenProps {
  /** Defaults to the route table's title of this screen. */
  title?: ReactNode;
  actions?: ReactNode;
  /** The brand bar (name, main navigation, language, account) by default; `false` for none. */
  brand?: ReactNode | false;
  narrow?: boolean;
  children: ReactNode;
}

/**
 * A routed screen: the brand bar with the main navigation, the page with the route's title and the
 * back button when the rules show it (spec part 1 §2.4: hidden on the tab roots and the summary).
 */
export function Screen({ title, actions, brand, narrow, children }: ScreenProps) {
  const { i18n } = useLingui();
  const route = useCurrentRoute();
  const { hidden, goBack } = useBack();
  return (
    <Page
      title={title ?? (route ? i18n._(route.title) : '')}
      back={hidden ? undefined : <BackButton onClick={goBack} />}
      actions={actions}
      brand={brand === false ? undefined : (brand ?? <BrandBar />)}
      narrow={narrow}
    >
      {children}
    </Page>
  );
}
