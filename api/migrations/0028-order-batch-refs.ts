import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A multi-strategy investment's reference was made of the clock's millisecond and the investor, so two placed in
    -- the same millisecond shared one. References now come from this sequence (B-<hex>-<investor>), and a batch holds
    -- one order per strategy: (batch_ref, strategy_code) is UNIQUE.
    CREATE SEQUENCE order_batch_ref_seq;

    -- Batches that already share a reference are told apart first: each strategy's orders under one reference are
    -- taken in placing order, the second of them to a second batch (its reference gets "z2" after the time), and so on.
    WITH ranked AS (
      SELECT id, row_number() OVER (PARTITION BY batch_ref, strategy_code ORDER BY id) AS k
      FROM orders WHERE batch_ref IS NOT NULL
    )
    UPDATE orders o SET batch_ref = regexp_replace(o.batch_ref, '^B-([0-9a-z]+)-', 'B-\\1z' || r.k || '-')
    FROM ranked r WHERE r.id = o.id AND r.k > 1;

    CREATE UNIQUE INDEX orders_batch_strategy_idx ON orders (batch_ref, strategy_code) WHERE batch_ref IS NOT NULL;
  `);
}
