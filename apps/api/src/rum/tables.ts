import type { Generated } from 'kysely';

export interface WebVitalsTable {
  id: Generated<string>;
  /** The day of the report (YYYY-MM-DD, Hong Kong): no finer time is kept. */
  day: string;
  template: string;
  locale: string;
  device: string;
  connection: string;
  metric: string;
  value: number;
}

export interface ClientErrorsTable {
  fingerprint: string;
  type: string;
  message: string;
  template: string;
  first_release: string;
  last_release: string;
  browser: string;
  count: Generated<number>;
  first_seen: Date;
  last_seen: Date;
}

export interface RumTables {
  web_vitals: WebVitalsTable;
  client_errors: ClientErrorsTable;
}
