/**
 * True when a write failed on the named unique constraint or index (PostgreSQL error 23505), as
 * both engines report it. A check before a write answers the usual case with a clear error; this
 * answers the race the check cannot see, with the same error instead of a 500.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

/** Runs the write, and throws `conflict()` when it breaks the unique constraint. */
export async function unlessTaken<T>(write: Promise<T>, constraint: string, conflict: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesUnique(error, constraint)) throw conflict();
    throw error;
  }
}
