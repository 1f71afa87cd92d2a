import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** Translates a message descriptor of the machines' tables with its ICU values (counts, codes). */
export function useMessage() {
  const { i18n } = useLingui();
  return (message: MessageDescriptor, values?: Record<string, string | number>) =>
    i18n._({ ...message, values: { ...message.values, ...values } } as MessageDescriptor);
}

/** The user's language for Intl formatting. */
export function useLocale(): string {
  return useLingui().i18n.locale;
}
