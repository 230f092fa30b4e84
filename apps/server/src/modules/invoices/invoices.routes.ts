import {
  InvoiceParamsSchema,
  InvoicePayReplySchema,
  InvoicePayRequestSchema,
  InvoiceReplySchema,
  InvoicesExportQuerySchema,
  InvoicesListReplySchema,
  InvoicesQuerySchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import { estonianDay } from '../../platform/estonian-calendar.js';
import { attachment } from '../../platform/spreadsheet-export.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { pdfDisposition } from '../../platform/pdf.js';
import { buildUblInvoice } from './einvoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoicesService } from './invoices.service.js';

/** Invoice calls of SPEC §7 and issue 13. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoicesService; requireUser: UserGuard },
): void {
  const { invoices, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser };

  api.get(
    '/api/invoices',
    { ...guarded, schema: { querystring: InvoicesQuerySchema, response: { 200: InvoicesListReplySchema } } },
    async (request) => invoices.list(currentUser(request), request.query),
  );

  // Static routes: they take precedence over /api/invoices/:id (decision 040).
  api.get(
    '/api/invoices/export.csv',
    { ...guarded, schema: { querystring: InvoicesExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`arved-${estonianDay()}.csv`))
        .header('cache-control', 'no-store')
        .send(await invoices.exportCsv(currentUser(request), request.query)),
  );

  api.get(
    '/api/invoices/export.xlsx',
    { ...guarded, schema: { querystring: InvoicesExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(`arved-${estonianDay()}.xlsx`))
        .header('cache-control', 'no-store')
        .send(await invoices.exportXlsx(currentUser(request), request.query)),
  );

  api.get(
    '/api/invoices/:id',
    { ...guarded, schema: { params: InvoiceParamsSchema, response: { 200: InvoiceReplySchema } } },
    async (request) => ({ invoice: await invoices.get(currentUser(request), request.params.id) }),
  );

  // UBL 2.1 / Peppol BIS 3.0 XML (decision 033), as a download.
  api.get(
    '/api/invoices/:id/einvoice',
    { ...guarded, schema: { params: InvoiceParamsSchema } },
    async (request, reply) => {
      const invoice = await invoices.get(currentUser(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="arve-${invoice.number}.xml"`)
        .header('cache-control', 'no-store')
        .send(buildUblInvoice(invoice));
    },
  );

  // A4 PDF (platform/pdf.ts), as a download.
  api.get(
    '/api/invoices/:id/pdf',
    { ...guarded, schema: { params: InvoiceParamsSchema } },
    async (request, reply) => {
      const invoice = await invoices.get(currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition('attachment', `arve-${invoice.number}.pdf`))
        .header('cache-control', 'no-store')
        .send(await renderInvoicePdf(invoice));
    },
  );

  api.post(
    '/api/invoices/:id/pay',
    {
      ...guarded,
      schema: {
        params: InvoiceParamsSchema,
        body: InvoicePayRequestSchema,
        response: { 200: InvoicePayReplySchema },
      },
    },
    async (request) => invoices.pay(currentUser(request), request.params.id, request.body.payment.method),
  );
}
