/**
 * The ledger's tables in Postgres, beside @keyv/postgres's `keyv` table: the same tables as in SQLite
 * (ledger-tables.ts), the triggers written in PL/pgSQL, and a function that reads `id@version` out of
 * a stored session for the conditional write (NULL when the row is not JSON). Created in one
 * transaction under an advisory lock, so processes starting together do not trip over each other.
 */
import { COUNT_NEW_STANDING, ledgerTables, runIntoStandings } from './ledger-tables.js';

/** The script that creates the tables, indexes, triggers and functions, in one transaction. */
export const POSTGRES_LEDGER_SCHEMA = `
BEGIN;
SELECT pg_advisory_xact_lock(hashtext('tabletop-gm-bot schema'));
${ledgerTables({ real: 'DOUBLE PRECISION', bigint: 'BIGINT', keyedTable: '' }).join(';\n')};
CREATE OR REPLACE FUNCTION gm_runs_into_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${runIntoStandings('GREATEST')}
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER runs_into_standings AFTER INSERT ON runs FOR EACH ROW EXECUTE FUNCTION gm_runs_into_standings();
CREATE OR REPLACE FUNCTION gm_standings_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${COUNT_NEW_STANDING}
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER standings_count AFTER INSERT ON standings FOR EACH ROW EXECUTE FUNCTION gm_standings_count();
DROP FUNCTION IF EXISTS gm_stored_version(TEXT);
CREATE OR REPLACE FUNCTION gm_stored_stamp(stored TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (stored::jsonb -> 'value' ->> 'id') || '@' || (stored::jsonb -> 'value' ->> 'version');
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
COMMIT;
`;
