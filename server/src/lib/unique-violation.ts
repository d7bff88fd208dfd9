/** True when a write failed on a UNIQUE constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when the UNIQUE constraint that failed involves `column`: PostgreSQL names the
 * constraint or index (which this schema names after the column), SQLite the table.column.
 */
export function isUniqueViolationOn(error: unknown, column: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: string; message?: string };
  return (constraint ?? '').includes(column) || (message ?? '').includes(`.${column}`);
}
