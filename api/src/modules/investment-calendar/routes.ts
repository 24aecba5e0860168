import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  investmentCalendarFileQuerySchema,
  investmentCalendarQuerySchema,
  investmentCalendarResponseSchema,
} from '@portal/shared/contracts';
import { investmentCalendarIcs, investmentCalendarPdf } from './calendar-files';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 404, 422);
// GET admin/investment_dates/next_date stays with the dashboard (statistics); the calendar's year, its dates and its
// files live here.
const investmentCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Today as a calendar day (UTC, like the dates), on the app's clock. */
  const today = () => app.now().toISOString().slice(0, 10);
  app.addHook('preHandler', app.authenticate);
  const tags = ['investment calendar'];

  app.get(
    '/admin/investment_calendars',
    {
      schema: {
        summary: 'The investment dates of a year (default: this year), the next date and where the calendar file is',
        operationId: 'getInvestmentCalendar',
        tags,
        security,
        querystring: investmentCalendarQuerySchema,
        response: { 200: investmentCalendarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.investmentCalendar(request.scope);
      const year = request.query.year ?? Number(today().slice(0, 4));
      const [dates, years, next] = await Promise.all([repo.datesOf(year), repo.years(), repo.nextDate(today())]);
      const file = (format: string) =>
        `admin_partner/admin/investment_calendars/file?year=${year}&format=${format}&locale=${request.scope.locale}`;
      return { year, years, dates, next_investment_date: next, investment_calendar: { file: file('ics'), pdf: file('pdf') } };
    },
  );

  app.get(
    '/admin/investment_calendars/file',
    {
      schema: {
        summary: 'The investment calendar of a year as an .ics file (Outlook) or a PDF, in the language asked for',
        operationId: 'getInvestmentCalendarFile',
        tags,
        security,
        querystring: investmentCalendarFileQuerySchema,
        response: { 200: z.any().describe('text/calendar or application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { year, format, locale } = request.query;
      const repo = app.repos.investmentCalendar(request.scope);
      const dates = await repo.datesOf(year);
      if (format === 'ics') {
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="investment-calendar-${year}.ics"`)
          .send(investmentCalendarIcs(year, dates, locale, app.now()));
      }
      const pdf = await investmentCalendarPdf(year, dates, await repo.nextDate(today()), locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="investment-calendar-${year}.pdf"`)
        .send(pdf);
    },
  );
};

export default investmentCalendarRoutes;
