import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** Translates a message descriptor of the machines' tables with its ICU values (counts, names). */
export function useMessage() {
  const { i18n } = useLingui();
  return (message: MessageDescriptor, values?: Record<string, string | number>) => {
    const withValues: MessageDescriptor = Object.assign({}, message, { values: Object.assign({}, message.values, values) });
    return i18n._(withValues);
  };
}

/** The user's language for Intl formatting. */
export function useLocale(): string {
  return useLingui().i18n.locale;
}
