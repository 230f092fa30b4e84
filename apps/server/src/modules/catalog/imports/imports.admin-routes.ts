import { Readable } from 'node:stream';
import { MessageReplySchema } from '@kodumasinad/contract';
import {
  ImportCreateBodySchema,
  ImportListReplySchema,
  ImportParamsSchema,
  ImportPreviewBodySchema,
  ImportPreviewReplySchema,
  ImportProfileInputSchema,
  ImportProfileListReplySchema,
  ImportProfileParamsSchema,
  ImportProfileReplySchema,
  ImportReplySchema,
  ProductExportQuerySchema,
} from '@kodumasinad/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { estonianDay } from '../../../platform/estonian-calendar.js';
import { attachment } from '../../../platform/spreadsheet-export.js';
import { takeUploadedFile, type UploadedFile } from '../../../platform/uploads.js';
import type { ContractTypeProvider } from '../../../platform/validation.js';
import { currentStaff, type RequireStaff } from '../../admin/core/index.js';
import type { ImportsService } from './imports.service.js';
import type { ProductExport } from './product-export.js';

export const IMPORT_PROFILE_DELETED_MESSAGE = 'Profiil on kustutatud.';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The files of a multipart request, taken out of its body before the body schema runs. */
const files = new WeakMap<object, UploadedFile>();
const zips = new WeakMap<object, UploadedFile>();
const takeFile = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const file = takeUploadedFile(request.body, 'file');
  if (file !== null) files.set(request, file);
  const zip = takeUploadedFile(request.body, 'pictures');
  if (zip !== null) zips.set(request, zip);
};

/** Supplier imports and the catalogue export (issue 24, decision 080); role `catalog` (admin always). */
export function registerImportsAdminRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: RequireStaff;
    imports: ImportsService;
    exports: ProductExport;
    /** The file cap: a file part is cut (and refused) past it. */
    maxFileBytes: number;
  },
): void {
  const { imports, exports } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const onRequest = deps.requireStaff(['catalog']);
  const fileSize = deps.maxFileBytes;
  const upload = {
    onRequest,
    preValidation: takeFile,
    config: { spoolUpload: true, multipartOptions: { limits: { fileSize } } },
  };

  api.post(
    '/api/admin/imports/preview',
    { ...upload, schema: { body: ImportPreviewBodySchema, response: { 200: ImportPreviewReplySchema } } },
    async (request) => imports.preview(files.get(request) ?? null),
  );
  api.post(
    '/api/admin/imports',
    {
      ...upload,
      // The product file and, beside it, the picture ZIP (decision 088).
      config: { spoolUpload: true, multipartOptions: { limits: { files: 2, fileSize } } },
      schema: { body: ImportCreateBodySchema, response: { 202: ImportReplySchema } },
    },
    async (request, reply) => {
      const created = await imports.create(
        currentStaff(request),
        files.get(request) ?? null,
        request.body,
        zips.get(request) ?? null,
      );
      return reply.code(202).send({ import: created });
    },
  );
  api.get(
    '/api/admin/imports',
    { onRequest, schema: { response: { 200: ImportListReplySchema } } },
    async () => ({ data: await imports.list() }),
  );
  api.get(
    '/api/admin/imports/:id',
    { onRequest, schema: { params: ImportParamsSchema, response: { 200: ImportReplySchema } } },
    async (request) => ({ import: await imports.get(request.params.id) }),
  );
  api.get(
    '/api/admin/imports/:id/errors.csv',
    { onRequest, schema: { params: ImportParamsSchema } },
    async (request, reply) => {
      const lines = imports.errorsCsv(request.params.id);
      // The first piece (the header) is awaited here, so an unknown import is a 404, not a broken stream.
      const first = await lines.next();
      async function* rest() {
        if (first.done !== true) yield first.value;
        yield* lines;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`import-${request.params.id}-vead.csv`))
        .send(Readable.from(rest()));
    },
  );
  api.post(
    '/api/admin/imports/:id/apply',
    { onRequest, schema: { params: ImportParamsSchema, response: { 202: ImportReplySchema } } },
    async (request, reply) => reply.code(202).send({ import: await imports.apply(request.params.id) }),
  );
  api.post(
    '/api/admin/imports/:id/cancel',
    { onRequest, schema: { params: ImportParamsSchema, response: { 200: ImportReplySchema } } },
    async (request) => ({ import: await imports.cancel(request.params.id) }),
  );

  api.get(
    '/api/admin/import-profiles',
    { onRequest, schema: { response: { 200: ImportProfileListReplySchema } } },
    async () => ({ data: await imports.profiles() }),
  );
  api.post(
    '/api/admin/import-profiles',
    { onRequest, schema: { body: ImportProfileInputSchema, response: { 201: ImportProfileReplySchema } } },
    async (request, reply) =>
      reply.code(201).send({ profile: await imports.createProfile(currentStaff(request), request.body) }),
  );
  api.put(
    '/api/admin/import-profiles/:id',
    {
      onRequest,
      schema: {
        params: ImportProfileParamsSchema,
        body: ImportProfileInputSchema,
        response: { 200: ImportProfileReplySchema },
      },
    },
    async (request) => ({
      profile: await imports.updateProfile(currentStaff(request), request.params.id, request.body),
    }),
  );
  api.delete(
    '/api/admin/import-profiles/:id',
    { onRequest, schema: { params: ImportProfileParamsSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await imports.deleteProfile(currentStaff(request), request.params.id);
      return { message: IMPORT_PROFILE_DELETED_MESSAGE };
    },
  );

  api.get(
    '/api/admin/products/export.csv',
    { onRequest, schema: { querystring: ProductExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tooted-${estonianDay()}.csv`))
        .send(Readable.from(exports.csv(request.query))),
  );
  api.get(
    '/api/admin/products/export.xlsx',
    { onRequest, schema: { querystring: ProductExportQuerySchema } },
    async (request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(`tooted-${estonianDay()}.xlsx`))
        .send(Readable.from(exports.xlsx(request.query))),
  );
}
