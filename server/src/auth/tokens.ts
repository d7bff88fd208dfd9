/** Token keys: 40 lowercase hex characters handed out once; only their SHA-256 is stored. */
import { hash, randomBytes } from 'node:crypto';

export function newTokenKey(): string {
  return randomBytes(20).toString('hex');
}

export function hashTokenKey(key: string): string {
  return hash('sha256', key, 'hex');
}

const TOKEN_HEADER = /^Token\s+([0-9a-f]{40})\s*$/i;

/** The key from `Authorization: Token <key>`, or null for a missing, empty or malformed header. */
export function tokenFromHeader(header: string | undefined): { key: string | null; present: boolean } {
  if (!header || !header.trim() || /^Token\s*$/i.test(header.trim())) return { key: null, present: false };
  const match = TOKEN_HEADER.exec(header.trim());
  return { key: match ? match[1]!.toLowerCase() : null, present: true };
}
