// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedCheckUrl, isRedirectAllowed } from '#shell/routes/redirectRule';

const allowed = [
  { origin: 'https://partner.example', allowedScopes: ['login'] },
  { origin: 'https://pay.example:8443', allowedScopes: ['payment', 'login'] },
  { origin: 'not a url', allowedScopes: ['login'] },
];

describe('isRedirectAllowed (spec part 1 §2.4)', () => {
  it('honours an allowed origin with the requested scope', () => {
    expect(isRedirectAllowed('https://partner.example/after-login?x=1', 'login', allowed)).toBe(true);
    expect(isRedirectAllowed('https://pay.example:8443/check', 'payment', allowed)).toBe(true);
  });

  it('refuses a scope the origin does not allow', () => {
    expect(isRedirectAllowed('https://partner.example/pay', 'payment', allowed)).toBe(false);
    expect(isRedirectAllowed('https://partner.example/pay', '', allowed)).toBe(false);
  });

  it('compares whole origins: scheme, host and port', () => {
    expect(isRedirectAllowed('http://partner.example/', 'login', allowed)).toBe(false);
    expect(isRedirectAllowed('https://pay.example/check', 'payment', allowed)).toBe(false);
    expect(isRedirectAllowed('https://partner.example.evil.test/', 'login', allowed)).toBe(false);
    expect(isRedirectAllowed('https://evil.test/?https://partner.example', 'login', allowed)).toBe(false);
    expect(isRedirectAllowed('https://partner.example@evil.test/', 'login', allowed)).toBe(false);
  });

  it('refuses relative, malformed and non-http URLs', () => {
    for (const url of ['/book/search', 'partner.example', 'javascript:alert(1)', 'data:text/html,hi', '', '::']) {
      expect(isRedirectAllowed(url, 'login', allowed), url).toBe(false);
    }
  });

  it('refuses everything when no origin is configured', () => {
    expect(isRedirectAllowed('https://partner.example/', 'login', [])).toBe(false);
  });
});

describe('allowedCheckUrl (pending page)', () => {
  const here = 'https://app.courtflow.test';

  it('follows this origin, absolute or relative', () => {
    expect(allowedCheckUrl('/webpay?webpay_id=3', here, [])).toBe('https://app.courtflow.test/webpay?webpay_id=3');
    expect(allowedCheckUrl('https://app.courtflow.test/x', here, [])).toBe('https://app.courtflow.test/x');
  });

  it("follows an allowed origin only for the 'payment' scope", () => {
    expect(allowedCheckUrl('https://pay.example:8443/status', here, allowed)).toBe('https://pay.example:8443/status');
    expect(allowedCheckUrl('https://partner.example/status', here, allowed)).toBeNull();
  });

  it('refuses foreign origins, protocol-relative tricks and scripts', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', null, '']) {
      expect(allowedCheckUrl(url, here, allowed), String(url)).toBeNull();
    }
  });
});
