import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

/** Renders a descriptor or a plain string. */
export function useText() {
  const { i18n } = useLingui();
  return (value: MessageDescriptor | string | null): string => (value === null ? '' : typeof value === 'string' ? value : i18n._(value));
}
