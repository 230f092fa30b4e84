import {
  AdminInvoiceParamsSchema,
  AdminInvoiceReplySchema,
  AdminInvoicesExportQuerySchema,
  AdminInvoicesListReplySchema,
  AdminInvoicesQuerySchema,
  AdminPaymentRequestSchema,
  AdminPaymentReverseParamsSchema,
  PAYMENT_REVERSE_MESSAGES,
  AdminRemindersReplySchema,
  STATEMENT_MESSAGES,
  StatementConfirmReplySchema,
  StatementConfirmRequestSchema,
  StatementPreviewReplySchema,
  StatementTokenParamsSchema,
  UnmatchedCreditAssignSchema,
  UnmatchedCreditParamsSchema,
  UnmatchedCreditsReplySchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from '../../platform/errors.js';
import { attachment, toCsv } from '../../platform/spreadsheet-export.js';
import { MAX_UPLOAD_BYTES, takeUploadedFile, type UploadedFile } from '../../platform/uploads.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../admin/core/index.js';
import type { AdminInvoicesService } from './admin-invoices.service.js';
import type { BankStatementsService } from './bank-statements.service.js';
import { INVOICE_EXPORT_HEADERS, invoiceExportRow } from './invoice-export.js';
import type { UnmatchedCreditsService } from './unmatched-credits.service.js';

/** The statement file of a multipart request, taken out of its body before the body schema runs (decision 039). */
const files = new WeakMap<object, UploadedFile>();
const takeFile = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const file = takeUploadedFile(request.body, 'file');
  if (file !== null) files.set(request, file);
};

/** The back-office's invoice calls (issue 14, decision 048); the sales role (and admin). */
export function registerAdminInvoiceRoutes(
  app: FastifyInstance,
  deps: {
    invoices: AdminInvoicesService;
    statements: BankStatementsService;
    credits: UnmatchedCreditsService;
    requireStaff: RequireStaff;
  },
): void {
  const { invoices, statements, credits, requireStaff } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireStaff(['sales']) };

  api.get(
    '/api/admin/invoices',
    {
      ...guarded,
      schema: { querystring: AdminInvoicesQuerySchema, response: { 200: AdminInvoicesListReplySchema } },
    },
    async (request) => invoices.list(request.query),
  );

  api.get(
    '/api/admin/invoices/export.csv',
    { ...guarded, schema: { querystring: AdminInvoicesExportQuerySchema } },
    async (request, reply) => {
      const rows = await invoices.exportRows(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`arved-${invoices.today()}.csv`))
        .header('cache-control', 'no-store')
        .send(toCsv(INVOICE_EXPORT_HEADERS, rows.map(invoiceExportRow)));
    },
  );

  api.post(
    '/api/admin/invoices/reminders',
    { ...guarded, schema: { response: { 200: AdminRemindersReplySchema } } },
    async (request) => invoices.remindAll(currentStaff(request)),
  );

  api.get(
    '/api/admin/invoices/:id',
    { ...guarded, schema: { params: AdminInvoiceParamsSchema, response: { 200: AdminInvoiceReplySchema } } },
    async (request) => ({ invoice: await invoices.get(request.params.id) }),
  );

  api.post(
    '/api/admin/invoices/:id/payments',
    {
      ...guarded,
      schema: {
        params: AdminInvoiceParamsSchema,
        body: AdminPaymentRequestSchema,
        response: { 200: AdminInvoiceReplySchema },
      },
    },
    async (request) => {
      const { invoice, repeated } = await invoices.addPayment(
        currentStaff(request),
        request.params.id,
        request.body,
      );
      return { invoice, message: repeated ? 'See makse oli juba lisatud.' : 'Makse on lisatud.' };
    },
  );

  api.post(
    '/api/admin/invoices/:id/payments/:payment/reverse',
    {
      ...guarded,
      schema: { params: AdminPaymentReverseParamsSchema, response: { 200: AdminInvoiceReplySchema } },
    },
    async (request) => ({
      invoice: await invoices.reversePayment(
        currentStaff(request),
        request.params.id,
        request.params.payment,
      ),
      message: PAYMENT_REVERSE_MESSAGES.reversed,
    }),
  );

  api.post(
    '/api/admin/invoices/:id/reminder',
    { ...guarded, schema: { params: AdminInvoiceParamsSchema, response: { 200: AdminInvoiceReplySchema } } },
    async (request) => ({
      invoice: await invoices.remind(currentStaff(request), request.params.id),
      message: 'Meeldetuletus on saadetud.',
    }),
  );

  api.post(
    '/api/admin/bank-statements/preview',
    { ...guarded, preValidation: takeFile, schema: { response: { 200: StatementPreviewReplySchema } } },
    async (request) => {
      const file = files.get(request);
      if (file === undefined) throw invalidInput({ file: [STATEMENT_MESSAGES.missing] });
      if (file.truncated || file.bytes.length > MAX_UPLOAD_BYTES) {
        throw invalidInput({ file: [STATEMENT_MESSAGES.tooLarge] });
      }
      return statements.preview(currentStaff(request), file);
    },
  );

  api.post(
    '/api/admin/bank-statements/:token/confirm',
    {
      ...guarded,
      schema: {
        params: StatementTokenParamsSchema,
        body: StatementConfirmRequestSchema,
        response: { 200: StatementConfirmReplySchema },
      },
    },
    async (request) => statements.confirm(currentStaff(request), request.params.token, request.body?.lines),
  );

  api.get(
    '/api/admin/bank-statements/unmatched',
    { ...guarded, schema: { response: { 200: UnmatchedCreditsReplySchema } } },
    async () => credits.list(),
  );

  api.post(
    '/api/admin/bank-statements/unmatched/:id/assign',
    {
      ...guarded,
      schema: {
        params: UnmatchedCreditParamsSchema,
        body: UnmatchedCreditAssignSchema,
        response: { 200: UnmatchedCreditsReplySchema },
      },
    },
    async (request) => ({
      ...(await credits.assign(currentStaff(request), request.params.id, request.body.invoice)),
      message: 'Laekumine on arvega seotud ja makse lisatud.',
    }),
  );

  api.post(
    '/api/admin/bank-statements/unmatched/:id/dismiss',
    {
      ...guarded,
      schema: { params: UnmatchedCreditParamsSchema, response: { 200: UnmatchedCreditsReplySchema } },
    },
    async (request) => ({
      ...(await credits.dismiss(currentStaff(request), request.params.id)),
      message: 'Laekumine on kõrvale jäetud.',
    }),
  );
}
