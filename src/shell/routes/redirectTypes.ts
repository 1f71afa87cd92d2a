/** An origin third-party redirects may go to, and for which scopes (config.allowedOrigins). */
export interface AllowedOrigin {
  origin: string;
  allowedScopes: readonly string[];
}
