import { SearchError } from '../search-error.ts';

/** Meilisearch's default `--http-payload-size-limit` (100 MB, decimal). */
export const DEFAULT_MAX_PAYLOAD_BYTES = 100_000_000;

async function readBodyText(request: Request, maxPayloadBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxPayloadBytes)
    throw payloadTooLarge(maxPayloadBytes);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxPayloadBytes) throw payloadTooLarge(maxPayloadBytes);
  return text;
}

function payloadTooLarge(maxPayloadBytes: number): SearchError {
  return new SearchError(
    'payload_too_large',
    `The provided payload reached the size limit. The maximum accepted payload size is ${formatBytes(maxPayloadBytes)}.`,
    { httpStatus: 413 },
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  if (bytes >= 1_000 && bytes % 1_000 === 0) return `${bytes / 1_000} KB`;
  return `${bytes} B`;
}

/** A JSON body for non-document routes; an empty body reads as `undefined`. */
export async function readJsonBody(request: Request, maxPayloadBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxPayloadBytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SearchError('bad_request', `Json deserialize error: ${(error as Error).message}`);
  }
}

/** A documents payload: JSON (an object or an array of objects) or NDJSON. */
export async function readDocumentsBody(
  request: Request,
  maxPayloadBytes: number,
): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (contentType === '') {
    throw new SearchError(
      'missing_content_type',
      'A Content-Type header is missing. Accepted values for the Content-Type header are: `application/json`, `application/x-ndjson`',
      { httpStatus: 415 },
    );
  }
  const ndjson = contentType === 'application/x-ndjson';
  if (contentType !== 'application/json' && !ndjson) {
    throw new SearchError(
      'invalid_content_type',
      `The Content-Type \`${contentType}\` is invalid. Accepted values for the Content-Type header are: \`application/json\`, \`application/x-ndjson\``,
      { httpStatus: 415 },
    );
  }
  const text = await readBodyText(request, maxPayloadBytes);
  if (text.trim() === '') throw new SearchError('missing_payload', 'A json payload is missing.');
  const format = ndjson ? 'ndjson' : 'json';
  try {
    if (!ndjson) return JSON.parse(text) as unknown;
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown);
  } catch (error) {
    throw new SearchError(
      'malformed_payload',
      `The \`${format}\` payload provided is malformed. \`${(error as Error).message}\`.`,
    );
  }
}
