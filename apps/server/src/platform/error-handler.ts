import type { ErrorReply } from '@kodumasinad/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, GENERIC_ERROR_MESSAGE } from './errors.js';
import { isMultipartReadError } from './uploads.js';

/** Estonian messages for the client errors Fastify itself raises (bad JSON, wrong content type…). */
const BAD_REQUEST_MESSAGE = 'Vigane päring.';
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST_MESSAGE,
  404: 'Lehte ei leitud.',
  405: 'Seda päringumeetodit ei toetata.',
  406: 'Vastust ei saa soovitud kujul anda.',
  413: 'Päring on liiga suur.',
  415: 'Päringu sisutüüpi ei toetata.',
};

export type ErrorReporter = (error: unknown, requestId: string) => void;

/** The single error handler of DESIGN.md: known errors keep their status, the rest become a logged 500. */
export function registerErrorHandler(app: FastifyInstance, report: ErrorReporter): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorReply = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      if (error.redirect !== undefined) body.redirect = error.redirect;
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(body);
    }
    if (isMultipartReadError(request, error)) {
      // A malformed multipart body (no boundary, cut short): the client's fault, not ours.
      request.log.debug({ err: error }, 'malformed multipart body');
      return reply
        .status(400)
        .send({ message: BAD_REQUEST_MESSAGE, code: 'invalid_multipart' } satisfies ErrorReply);
    }
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      // The request line (request-log.ts) shows the status; the detail only at debug.
      request.log.debug({ err: error }, 'client error');
      return reply.status(status).send({
        message: FRAMEWORK_MESSAGES[status] ?? BAD_REQUEST_MESSAGE,
        code: error.code,
      } satisfies ErrorReply);
    }
    request.log.error({ err: error }, 'unhandled error');
    report(error, request.id);
    return reply
      .status(500)
      .send({ message: GENERIC_ERROR_MESSAGE, code: 'server_error' } satisfies ErrorReply);
  });
}
