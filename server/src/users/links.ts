/**
 * Where links in mail and the payment provider's return addresses point: PUBLIC_URL, or else
 * the server's own address. Never the address a request came to: its Host header is the
 * client's to choose, and a forged one would put a stranger's site in a password-reset mail.
 */
import type { Config } from '../config.js';

export function linkBase(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
