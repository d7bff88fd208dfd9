/** /api/staff/reports/: the report for funders, as JSON and as one CSV per part (staff only). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FUNDER_CSV_COLUMNS, FunderReport, FunderReportQuery, type FunderCsvPart, type IncomeGuideline } from '@onepair/contract';
import { errorReplies } from '../lib/schemas.js';
import { funderCsv, funderCsvFilename, funderReport } from './service.js';

const PART_SUMMARIES: Record<FunderCsvPart, string> = {
  money: 'Confirmed money of the range by month, method and region, as CSV (staff)',
  pairs: 'Pairs shipped and delivered in the range by month, state, household size and income band, small counts hidden, as CSV (staff)',
  waits: 'The median days from application to approval and from approval to delivery, as CSV (staff)',
};

export default async function reportStaffRoutes(app: FastifyInstance, options: { incomeGuideline: IncomeGuideline }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const replies = { 400: errorReplies[400], 403: errorReplies[403] };

  routes.get(
    '/reports/',
    {
      schema: {
        summary: 'The report for funders of a date range (this year so far unless given): money in, pairs out, waits (staff)',
        querystring: FunderReportQuery,
        response: { 200: FunderReport, ...replies },
      },
    },
    async (request) => funderReport(app.db, options.incomeGuideline, request.query),
  );

  for (const part of Object.keys(FUNDER_CSV_COLUMNS) as FunderCsvPart[]) {
    routes.get(
      `/reports/${part}.csv`,
      {
        schema: {
          summary: PART_SUMMARIES[part],
          description: `Columns: ${FUNDER_CSV_COLUMNS[part].join(', ')}.`,
          querystring: FunderReportQuery,
          response: {
            200: Type.Unsafe<string>({ type: 'string', format: 'binary', description: 'text/csv, with a header row' }),
            ...replies,
          },
        },
      },
      async (request, reply) => {
        const report = await funderReport(app.db, options.incomeGuideline, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${funderCsvFilename(report, part)}"`)
          .header('cache-control', 'private, no-store')
          .send(funderCsv(report, part));
      },
    );
  }
}
