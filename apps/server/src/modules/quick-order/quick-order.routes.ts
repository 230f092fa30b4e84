import {
  QUICK_ORDER_FILE_MISSING_MESSAGE,
  QUICK_ORDER_FILE_TOO_LARGE_MESSAGE,
  QUICK_ORDER_MAX_FILE_BYTES,
  QuickOrderAddReplySchema,
  QuickOrderCodesQuerySchema,
  QuickOrderCodesReplySchema,
  QuickOrderPreviewReplySchema,
  QuickOrderRequestSchema,
  QUICK_ORDER_EMPTY_MESSAGE,
} from '@kodumasinad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import { invalidInput } from '../../platform/errors.js';
import { takeUploadedFile, type UploadedFile } from '../../platform/uploads.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { parseFile, parseText, type InputField, type ParsedLine } from './quick-order-parse.js';
import type { QuickOrderService } from './quick-order.service.js';

/** The file of a multipart request, taken out of its body before the body schema runs. */
const files = new WeakMap<object, UploadedFile>();
const takeFile = async (request: FastifyRequest) => {
  if (!request.isMultipart()) return;
  const file = takeUploadedFile(request.body, 'file');
  if (file !== null) files.set(request, file);
};

/** The lines of a request: JSON `{text}` or a multipart `file`. */
async function inputLines(request: FastifyRequest, text: string | undefined) {
  if (request.isMultipart()) {
    const file = files.get(request);
    if (file === undefined) throw invalidInput({ file: [QUICK_ORDER_FILE_MISSING_MESSAGE] });
    if (file.truncated || file.bytes.length > QUICK_ORDER_MAX_FILE_BYTES) {
      throw invalidInput({ file: [QUICK_ORDER_FILE_TOO_LARGE_MESSAGE] });
    }
    return { field: 'file' as InputField, lines: await parseFile(file.bytes, file.filename) };
  }
  if (text === undefined) throw invalidInput({ text: [QUICK_ORDER_EMPTY_MESSAGE] });
  return { field: 'text' as InputField, lines: parseText(text) as ParsedLine[] };
}

/** Quick order by code (issue 13): preview, add to cart, and code autocomplete. */
export function registerQuickOrderRoutes(
  app: FastifyInstance,
  deps: { quickOrder: QuickOrderService; requireUser: UserGuard },
): void {
  const { quickOrder, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser, preValidation: takeFile };

  api.post(
    '/api/quick-order/preview',
    {
      ...guarded,
      schema: { body: QuickOrderRequestSchema, response: { 200: QuickOrderPreviewReplySchema } },
    },
    async (request) => {
      const { lines } = await inputLines(request, request.body?.text);
      return { lines: await quickOrder.preview(currentUser(request), lines) };
    },
  );

  api.post(
    '/api/quick-order/add',
    { ...guarded, schema: { body: QuickOrderRequestSchema, response: { 200: QuickOrderAddReplySchema } } },
    async (request) => {
      const { field, lines } = await inputLines(request, request.body?.text);
      return quickOrder.add(currentUser(request), lines, field);
    },
  );

  api.get(
    '/api/quick-order/codes',
    {
      ...guarded,
      schema: { querystring: QuickOrderCodesQuerySchema, response: { 200: QuickOrderCodesReplySchema } },
    },
    async (request) => ({ data: await quickOrder.codes(currentUser(request), request.query.prefix ?? '') }),
  );
}
