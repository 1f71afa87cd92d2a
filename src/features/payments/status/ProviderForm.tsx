import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#ui/Button';

export interface FormPost {
  url: string;
  fields: Record<string, string>;
}

/** Only http(s) addresses are posted to (a javascript: or data: action would run in our origin). */
export function safeFormUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface ProviderFormProps {
  post: FormPost;
  /** The visible button: the way on when the browser blocks or delays the automatic submission. */
  label: ReactNode;
  variant?: 'primary' | 'secondary';
}

/**
 * A real form (method POST, hidden fields) that submits itself once on mount. Its button stays
 * visible, so a person whose browser did not follow the submission can send it by hand.
 */
export function ProviderForm({ post, label, variant = 'primary' }: ProviderFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const action = safeFormUrl(post.url);
  useEffect(() => {
    if (!action || sent.current || !form.current) return;
    sent.current = true;
    form.current.submit();
  }, [action]);
  if (!action) return null;
  return (
    <form ref={form} method="post" action={action} className="pay-status__form" data-testid="provider-form">
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} block>
        {label}
      </Button>
    </form>
  );
}
