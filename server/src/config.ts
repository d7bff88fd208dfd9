/**
 * Settings from the environment (DESIGN.md §5), checked once at start. A bad value stops the
 * start with one line naming the variable.
 */
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; absent means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  adminUsername: string;
  adminPassword: string | undefined;
  tileUrl: string;
  logLevel: LogLevel;
  /** Folder of the built web app; absent in tests that do not serve it. */
  webDist: string | undefined;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: none (the default), a number of hops,
   * or their addresses. Trusting anyone else would let a client pick its own address and slip
   * past the sign-in rate limit.
   */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {}

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger(env.PORT ?? '8000', 'PORT', 0, 65535);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS must be a comma list of origins like https://example.org (got "${origin}")`);
    }
  }
  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const tileUrl = env.TILE_URL?.trim() || DEFAULT_TILE_URL;
  if (!/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(tileUrl)) {
    throw new ConfigError(`TILE_URL must be an http(s) address with {z}, {x} and {y} (got "${tileUrl}")`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    corsOrigins,
    adminUsername,
    adminPassword,
    tileUrl,
    logLevel,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST ?? defaultWebDist()),
    loginRateLimit: parseInteger(env.LOGIN_RATE_LIMIT ?? '30', 'LOGIN_RATE_LIMIT', 1, 1_000_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY?.trim() ?? ''),
  };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const PROXY_ADDRESS = /^[\d.]+(\/\d{1,2})?$|^[\da-f:.]*:[\da-f:.]*(\/\d{1,3})?$/i;

function parseTrustProxy(raw: string): Config['trustProxy'] {
  if (raw === '') return false;
  if (/^\d+$/.test(raw)) return parseInteger(raw, 'TRUST_PROXY', 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_NAMES.includes(entry) && !PROXY_ADDRESS.test(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxy hops, or a comma list of proxy addresses (IP or CIDR) or of loopback, linklocal, uniquelocal (got "${entry}")`,
      );
    }
  }
  return entries;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

function parseInteger(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}
