import { type Kysely, sql } from 'kysely';

/**
 * A recipe step's instructions are its `description` (SPEC section 3), no longer `text`: every
 * stored step is rewritten, keeping its other keys and the steps' order. The search trigger
 * (migrations 003 and 013) reads only the steps' pictures, so it needs no new version.
 *
 * The rewritten records are changed records: their last_modified moves forward (all by the same
 * amount, so their order is kept and the newest lands on the current time), which changes each
 * record's and each collection's ETag, so no cache answers 304 with the old shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    with shift as (
      select greatest(1, (extract(epoch from clock_timestamp()) * 1000)::bigint - max(last_modified) + 1) as by
      from recipes
    )
    update recipes set
      steps = (
        select jsonb_agg(case when s ? 'text' then (s - 'text') || jsonb_build_object('description', coalesce(s->'description', s->'text')) else s end order by n)
        from jsonb_array_elements(recipes.steps) with ordinality as e(s, n)
      ),
      last_modified = recipes.last_modified + shift.by
    from shift
    where exists (select 1 from jsonb_array_elements(recipes.steps) s where s ? 'text')`.execute(db);
}
