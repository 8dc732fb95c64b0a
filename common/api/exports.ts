// The export routes of the table (docs/decisions/031-api-contract.md, docs/exports.md): CSV at the
// original paths and an Excel workbook beside each; the handlers are in
// server/modules/exports/exports.routes.ts. The success is a file, so only refusals are JSON.
import { exportQuerySchema } from '../schemas/analytics';
import { errorResponses } from '../schemas/common';
import { route } from './route';

export const EXPORT_KINDS = ['employees', 'reviews', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const SUMMARIES: Record<ExportKind, string> = {
  employees: 'Figures per employee for the range, one row each',
  reviews: 'Reviews published in the range, with attribution and its evidence',
  activity: 'Activity events of the range',
};

const FORMATS: Record<ExportFormat, string> = {
  csv: "CSV, UTF-8 with BOM; with ?lang= written for people, ';' as separator in Serbian",
  xlsx: "Excel workbook, typed cells, in ?lang= or the account's language",
};

const file = <const K extends ExportKind, const F extends ExportFormat>(kind: K, format: F) =>
  route({
    method: 'GET',
    path: `/api/exports/${kind}.${format}`,
    tags: ['exports'],
    summary: `${SUMMARIES[kind]} (${FORMATS[format]})`,
    query: exportQuerySchema,
    responses: errorResponses(400, 401, 403, 404),
  });

export const exportsApi = {
  'employees.csv': file('employees', 'csv'),
  'employees.xlsx': file('employees', 'xlsx'),
  'reviews.csv': file('reviews', 'csv'),
  'reviews.xlsx': file('reviews', 'xlsx'),
  'activity.csv': file('activity', 'csv'),
  'activity.xlsx': file('activity', 'xlsx'),
};
