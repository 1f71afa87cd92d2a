import type { FastifyRequest } from 'fastify';

// What the server's log lines may say (issue 10, item 4): no password, password hash, session or
// confirmation token, card or payment token, nor a whole request body. Request lines show the route
// with its ids but not its secret params (tokens, e-mails) and query values; errors keep their type,
// message, code and stack but never the parameters of a failed SQL query (drizzle puts them in the
// message: for register, the password hash). A redaction list is the backstop for fields logged by name.

/** Path params whose values are never logged (a token in the path is a capability). */
const SECRET_PARAM = /token|secure|email|password|hash|secret|code/i;
/** Query keys whose values are never logged. */
const SECRET_QUERY = /token|password|secret|hash|code|email|auth|key|sig|session/i;

/** A path segment or query value that looks like a credential: a provider token, a JWT, an e-mail, a long random string. */
function looksSecret(value: string): boolean {
  return /^sbx_|^eyJ|@|%40/i.test(value) || value.length >= 24;
}

const REDACTED = '[redacted]';

function safeQuery(query: string): string {
  if (!query) return '';
  const parts = query.split('&').map((pair) => {
    const [key, ...rest] = pair.split('=');
    const value = rest.join('=');
    return `${key}=${SECRET_QUERY.test(key) || looksSecret(value) ? REDACTED : value}`;
  });
  return `?${parts.join('&')}`;
}

/** The request's URL for a log line: the route with its non-secret params, else the path with credential-like segments redacted. */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }): string {
  const [path, query = ''] = request.url.split(/\?(.*)/s, 2);
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const shown =
    pattern && pattern.includes(':')
      ? pattern.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) => {
          const value = params[name];
          return SECRET_PARAM.test(name) || value === undefined || looksSecret(String(value))
            ? placeholder
            : encodeURIComponent(String(value));
        })
      : path
          .split('/')
          .map((segment) => (looksSecret(segment) ? REDACTED : segment))
          .join('/');
  return `${shown}${safeQuery(query)}`;
}

/** The stack frames of an error, without the message lines above them (which may hold query parameters). */
function frames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** An error's message without a failed query's parameters. */
function safeMessage(error: Error & { query?: unknown; params?: unknown }): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  return String(error.message ?? '').replace(/\nparams:[\s\S]*/, '');
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string; cause?: LoggedError };

/** An error for a log line: type, message, codes and stack frames; the cause the same way (SQL state, constraint). */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).replace(/\nparams:[\s\S]*/, ''), stack: '' };
  const extra = error as Error & { code?: unknown; statusCode?: unknown; constraint?: unknown; cause?: unknown };
  const logged: LoggedError = {
    type: error.name,
    message: safeMessage(error),
    stack: `${error.name}: ${safeMessage(error).split('\n')[0]}\n${frames(error.stack) ?? ''}`,
  };
  if (extra.code !== undefined) logged.code = extra.code;
  if (extra.statusCode !== undefined) logged.statusCode = extra.statusCode;
  if (typeof extra.constraint === 'string') logged.constraint = extra.constraint;
  if (extra.cause !== undefined && depth < 3) logged.cause = loggableError(extra.cause, depth + 1);
  return logged;
}

/** Fields that are never logged, whatever logs them (pino's redaction): the backstop of the serializers. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body',
  '*.body',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'cardToken',
  '*.cardToken',
  'providerToken',
  '*.providerToken',
  'fopParams',
  '*.fopParams',
];

/** The logger options of the server (Fastify's pino): level, destination and what a line may say. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request), remoteAddress: request.ip }),
      err: (error: unknown) => loggableError(error),
    },
  };
}
