/**
 * Which errors count as the database's own failure (answered 503 and reported by /readyz), and
 * the few words a failed start names them with. Engine-neutral: it classifies errors only.
 */
import { describe, expect, it } from 'vitest';
import { databaseFault, startFailureReason } from '../../src/db/faults.js';

const withCode = (code: string, message = 'message') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it('names a connection the server ended or refused as unavailable', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE']) {
      expect(databaseFault(withCode(code)), code).toBe('unavailable');
    }
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(new Error('Client has encountered a connection error and is not queryable'))).toBe('unavailable');
  });

  it('names storage that takes no write as cannot write', () => {
    for (const code of [
      'SQLITE_FULL',
      'SQLITE_IOERR',
      'SQLITE_IOERR_WRITE',
      'SQLITE_READONLY',
      'ENOSPC',
      'EIO',
      'EROFS',
      '53100',
      '25006',
    ]) {
      expect(databaseFault(withCode(code)), code).toBe('cannot write');
    }
  });

  it('leaves everything else to the usual handling', () => {
    for (const code of ['23505', '23503', '42P01', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', 'SQLITE_ERROR', 'ERR_INVALID_ARG_TYPE']) {
      expect(databaseFault(withCode(code)), code).toBeUndefined();
    }
    expect(databaseFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseFault('a string')).toBeUndefined();
  });
});

describe('startFailureReason', () => {
  it('names the problem in a few words, then the code and the driver’s message, on one line', () => {
    expect(startFailureReason(withCode('SQLITE_FULL', 'database or disk is full'))).toBe(
      'the disk is full (SQLITE_FULL: database or disk is full)',
    );
    expect(startFailureReason(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'the database server does not answer (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432)',
    );
    expect(startFailureReason(withCode('28P01', 'password authentication failed\nfor user "x"'))).toBe(
      '28P01: password authentication failed for user "x"',
    );
  });
});
