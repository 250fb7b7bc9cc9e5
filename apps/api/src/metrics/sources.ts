import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { observeJobQueue, observePool } from './metrics';

/** Points the scrape-time gauges at this server's database: its pool and pg-boss's job table. */
export function observeDatabase(database: DatabaseHandle): void {
  if (database.poolStats) observePool(database.poolStats);
  observeJobQueue(async () => {
    // pg-boss keeps every job in its `job` table (partitioned per queue); finished ones are left out.
    const { rows } = await sql<{ queue: string; state: string; count: string; oldest_seconds: string | null }>`
      select name as queue, state::text as state, count(*) as count,
             extract(epoch from now() - min(created_on)) as oldest_seconds
      from pgboss.job
      where state in ('created', 'retry', 'active', 'failed')
      group by name, state`.execute(database.db);
    return rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count), oldestSeconds: Math.max(0, Number(row.oldest_seconds ?? 0)) }));
  });
}
