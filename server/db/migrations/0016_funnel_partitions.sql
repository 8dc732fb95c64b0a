-- Monthly partitions for the funnel's append-only tables on PostgreSQL (docs/decisions/020-funnel-partitions.md).
-- PGlite, the embedded default for one business, keeps plain tables: the same queries run on both.
-- Each table is rebuilt as a table partitioned by range of created_at (UTC months), with a default
-- partition so no insert can ever fail for want of a month, its rows copied with their ids, and its
-- indexes, checks and foreign keys to other tables recreated under their names. The primary key
-- becomes (id, created_at), as PostgreSQL requires of a partitioned table, so the two references
-- between funnel rows (clickouts.touch_id, self_confirmations.clickout_id) stay plain columns here.
-- server/db/partitions.ts creates the months ahead and detaches old ones.
DO $$
DECLARE
  funnel text[] := ARRAY['touches', 'clickouts', 'self_confirmations', 'activity_events'];
  t text;
  statement text;
  index_defs text[];
  constraint_defs text[];
  old_indexes text[];
  month date;
  last_month date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months')::date;
BEGIN
  IF version() LIKE '%PGlite%' THEN
    RETURN;
  END IF;
  FOREACH t IN ARRAY funnel LOOP
    SELECT coalesce(array_agg(pg_get_indexdef(indexrelid)), '{}'),
      coalesce(array_agg(indexrelid::regclass::text), '{}')
      INTO index_defs, old_indexes
      FROM pg_index WHERE indrelid = t::regclass AND NOT indisprimary;
    SELECT coalesce(array_agg(format('ALTER TABLE %I ADD CONSTRAINT %I %s', t, conname,
        pg_get_constraintdef(oid)) ORDER BY conname), '{}')
      INTO constraint_defs
      FROM pg_constraint
      WHERE conrelid = t::regclass AND contype IN ('c', 'f')
        AND NOT (contype = 'f' AND confrelid::regclass::text = ANY (funnel));
    FOREACH statement IN ARRAY old_indexes LOOP
      EXECUTE format('DROP INDEX %s', statement);
    END LOOP;
    EXECUTE format('ALTER SEQUENCE %s RENAME TO %I', pg_get_serial_sequence(t, 'id'),
      t || '_unpartitioned_id_seq');
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', t, t || '_pkey',
      t || '_unpartitioned_pkey');
    EXECUTE format('ALTER TABLE %I RENAME TO %I', t, t || '_unpartitioned');
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING IDENTITY)
      PARTITION BY RANGE (created_at)', t, t || '_unpartitioned');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, created_at)', t, t || '_pkey');
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', t || '_default', t);
    EXECUTE format('SELECT date_trunc(''month'', coalesce(min(created_at), now()) AT TIME ZONE ''UTC'')::date
      FROM %I', t || '_unpartitioned') INTO month;
    WHILE month <= last_month LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        t || to_char(month, '"_y"YYYY"m"MM'), t, month || ' 00:00:00+00',
        (month + interval '1 month')::date || ' 00:00:00+00');
      month := (month + interval '1 month')::date;
    END LOOP;
    EXECUTE format('INSERT INTO %I OVERRIDING SYSTEM VALUE SELECT * FROM %I', t,
      t || '_unpartitioned');
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''),
      coalesce((SELECT max(id) FROM %I), 0) + 1, false)', t, t);
    EXECUTE format('DROP TABLE %I CASCADE', t || '_unpartitioned');
    FOREACH statement IN ARRAY index_defs || constraint_defs LOOP
      EXECUTE statement;
    END LOOP;
  END LOOP;
END $$;
