import { summaryMessage, type FieldErrors } from '@kodumasinad/contract';

/**
 * The one error type of the server (DESIGN.md). Its `message` (and `errors`) reach the client
 * as they are, so they must be Estonian and safe to show.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Where the client goes next (SPEC §4: a 403 with a redirect navigates there). */
    readonly redirect?: string,
  ) {
    super(message);
  }
}

export const GENERIC_ERROR_MESSAGE = 'Midagi läks valesti. Palun proovi hiljem uuesti.';

export const unauthorized = () => new AppError(401, 'unauthenticated', 'Palun logi sisse.');
/** Logged in but not allowed: 403, and the client goes to `redirect`. */
export const forbidden = (message: string, redirect: string) =>
  new AppError(403, 'forbidden', message, undefined, undefined, redirect);
export const notFound = (message = 'Lehte ei leitud.') => new AppError(404, 'not_found', message);
/** 422 with field errors; the message is the one problem, or a summary of several (contract). */
export const invalidInput = (errors: FieldErrors, message = summaryMessage(errors)) =>
  new AppError(422, 'validation', message, errors);
