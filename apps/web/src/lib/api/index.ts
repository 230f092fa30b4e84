export { api } from './api';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { createApiClient, type ApiClient, type ApiClientDeps, type CallOptions, type Schema } from './client';
export { queryGet } from './query';
export { CART_QUERY_KEY, ORDER_DRAFT_QUERY_KEY } from './shared-query-keys';
export { isSearchPath, SEARCH_PATH_PATTERN } from './search-paths';
export { fetchFile, saveBlob } from './file';
export { downloadListExport, type ExportFormat, type ExportQuery } from './list-export';
