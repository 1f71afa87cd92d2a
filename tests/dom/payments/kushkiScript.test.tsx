// The provider's script is added to the page on demand, once, from our origin; its error answers
// reject with the provider's code.
import { afterEach, describe, expect, it } from 'vitest';
import { ask, KUSHKI_SCRIPT_URL, loadKushkiScript, type KushkiConstructor } from '#features/payments/api/kushkiScript';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.Kushki;
});

describe('the provider script', () => {
  it('is not on the page until asked for; then one script tag, shared by concurrent callers', async () => {
    expect(document.querySelector(`script[src="${KUSHKI_SCRIPT_URL}"]`)).toBeNull();
    const first = loadKushkiScript();
    const second = loadKushkiScript();
    const tags = document.head.querySelectorAll(`script[src="${KUSHKI_SCRIPT_URL}"]`);
    expect(tags).toHaveLength(1);
    const Fake = class {} as unknown as KushkiConstructor;
    window.Kushki = Fake;
    tags[0].dispatchEvent(new Event('load'));
    expect(await first).toBe(Fake);
    expect(await second).toBe(Fake);
    expect(await loadKushkiScript()).toBe(Fake);
  });

  it("an error answer rejects with the provider's code", async () => {
    await expect(ask((cb) => cb({ error: true, code: '017', message: 'Tarjeta no válida' }))).rejects.toMatchObject({
      code: '017',
      details: { msg: 'Tarjeta no válida' },
    });
    await expect(ask<{ token: string }>((cb) => cb({ token: 't' }))).resolves.toEqual({ token: 't' });
  });
});
