/**
 * An error in Meilisearch's shape. Meilisearch answers every API error with
 * `{ message, code, type, link }` where `link` is
 * `https://docs.meilisearch.com/errors#<code>`; the HTTP status travels beside it.
 */
export type SearchErrorType = 'invalid_request' | 'internal' | 'auth' | 'system';

export interface SearchErrorBody {
  message: string;
  code: string;
  type: SearchErrorType;
  link: string;
}

export interface SearchErrorOptions {
  type?: SearchErrorType;
  httpStatus?: number;
}

export class SearchError extends Error {
  readonly code: string;
  readonly type: SearchErrorType;
  readonly httpStatus: number;
  readonly link: string;

  constructor(code: string, message: string, options: SearchErrorOptions = {}) {
    super(message);
    this.name = 'SearchError';
    this.code = code;
    this.type = options.type ?? 'invalid_request';
    this.httpStatus = options.httpStatus ?? 400;
    this.link = `https://docs.meilisearch.com/errors#${code}`;
  }

  toJSON(): SearchErrorBody {
    return { message: this.message, code: this.code, type: this.type, link: this.link };
  }
}

export function isSearchError(value: unknown): value is SearchError {
  return value instanceof SearchError;
}
