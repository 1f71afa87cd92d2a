import { asText } from './text';

// Pragmatic e-mail check (RFC 5322 lite), after trimming surrounding whitespace:
//   local part: letters, digits and !#$%&'*+/=?^_`{|}~- in dot-separated runs (no leading, trailing
//   or double dot), at most 64 characters;
//   domain: at least two dot-separated labels of letters, digits and inner hyphens (at most 63
//   each), the last one (the TLD) 2 or more letters; at most 253 characters;
//   whole address at most 254 characters.
// Decisions: no spaces anywhere inside; quoted local parts, IP-literal domains and non-ASCII
// (unencoded international) domains are rejected, as the browser's own e-mail field does.
const LOCAL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD_PATTERN = /^[A-Za-z]{2,63}$/;

export function isValidEmail(value: unknown): boolean {
  const text = asText(value);
  if (text === null) return false;
  const address = text.trim();
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PATTERN.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL_PATTERN.test(label))) return false;
  return TLD_PATTERN.test(labels[labels.length - 1]);
}
