/** The ledger's tables and triggers in SQLite (ledger-tables.ts), beside keyv's own table in the same file. */
import { COUNT_NEW_STANDING, ledgerTables, runIntoStandings } from './ledger-tables.js';

/** The statements that create the tables, indexes and triggers (each idempotent, run one by one). */
export const SQLITE_LEDGER_SCHEMA = [
  ...ledgerTables({ real: 'REAL', bigint: 'INTEGER', keyedTable: ' WITHOUT ROWID' }),
  `CREATE TRIGGER IF NOT EXISTS runs_into_standings AFTER INSERT ON runs BEGIN ${runIntoStandings('MAX')} END`,
  `CREATE TRIGGER IF NOT EXISTS standings_count AFTER INSERT ON standings BEGIN ${COUNT_NEW_STANDING} END`,
];
