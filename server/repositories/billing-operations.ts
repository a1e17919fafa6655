import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor';

/** A running operation older than this was abandoned (the process stopped): far past every provider timeout. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Claims the member's billing slot in one statement (its own short transaction), or returns null
 * when another operation is under way. An interrupted or abandoned operation asking the same thing
 * keeps its id, so the retry replays its provider writes under the same idempotency keys.
 */
export async function claimOperation(
  db: Executor,
  userId: string,
  kind: string,
  fingerprint: string,
  now = new Date(),
): Promise<string | null> {
  const claimed = await db
    .insertInto('billing_operations')
    .values({ user_id: userId, id: randomUUID(), kind, fingerprint, state: 'running', started_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({
          id: eb
            .case()
            .when('billing_operations.fingerprint', '=', eb.ref('excluded.fingerprint'))
            .then(eb.ref('billing_operations.id'))
            .else(eb.ref('excluded.id'))
            .end(),
          kind: eb.ref('excluded.kind'),
          fingerprint: eb.ref('excluded.fingerprint'),
          state: 'running',
          started_at: eb.ref('excluded.started_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('billing_operations.state', '=', 'interrupted'),
            eb('billing_operations.started_at', '<', new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed?.id ?? null;
}

/** The operation is over: call it in the transaction that records its outcome. */
export async function endOperation(db: Executor, userId: string, operationId: string) {
  await db.deleteFrom('billing_operations').where('user_id', '=', userId).where('id', '=', operationId).execute();
}

/** Its outcome is unknown: the slot is free again, and the same request retried reuses the id. */
export async function interruptOperation(db: Executor, userId: string, operationId: string) {
  await db
    .updateTable('billing_operations')
    .set({ state: 'interrupted' })
    .where('user_id', '=', userId)
    .where('id', '=', operationId)
    .execute();
}
