import type { FieldErrors } from '@kodumasinad/contract';

export type ApiErrorKind = 'http' | 'network' | 'invalid-reply' | 'aborted';

/** A failed call, as thrown to callers that asked for `rethrow`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly errors: FieldErrors = {},
    readonly code: string | undefined = undefined,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
