import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { apiError } from './errors.server.ts';
import { checkJsonText } from './json-text.ts';
import { firstInvalidUtf8Byte } from './utf8.ts';

/**
 * How deep a JSON body's objects and arrays may nest. The deepest real body is a
 * search with a grouped filter (object, queries, query, filter, group: 5); 32 leaves
 * room for any honest client while keeping every recursive walk of a body
 * (validation, fingerprints, logs) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

/** Why a body was refused; `code` is the platform's error code (the search proxy maps it). */
export interface JsonBodyProblem {
  status: 400 | 413 | 415;
  code:
    | 'unsupported_media_type'
    | 'unsupported_content_encoding'
    | 'entity_too_large'
    | 'content_encoding_mismatch'
    | 'invalid_utf8'
    | 'entity_parse_failed'
    | 'nesting_too_deep';
  message: string;
}

export interface JsonBodyOptions {
  /** Largest body in bytes, before and after Content-Encoding is undone. */
  limit: number;
  /** Sends the refusal; the platform's `{ error: { code, message } }` by default. */
  reject?: (res: Response, problem: JsonBodyProblem) => void;
}

const DECODERS: Record<string, (body: Buffer, maxOutputLength: number) => Buffer> = {
  identity: (body) => body,
  gzip: (body, maxOutputLength) => zlib.gunzipSync(body, { maxOutputLength }),
  deflate: (body, maxOutputLength) => zlib.inflateSync(body, { maxOutputLength }),
  br: (body, maxOutputLength) => zlib.brotliDecompressSync(body, { maxOutputLength }),
};

/**
 * The one way a JSON endpoint reads its body: Content-Type application/json (UTF-8),
 * Content-Encoding identity, gzip, deflate or br, at most `limit` bytes, well-formed
 * UTF-8 and JSON nested at most MAX_JSON_DEPTH deep; anything else is a 4xx naming
 * the header or the position. A request with no body (and no Content-Type) gets
 * `req.body` undefined and the endpoint says what it needs.
 */
export function jsonBody(options: JsonBodyOptions): RequestHandler {
  const reject = options.reject ?? sendApiProblem;
  return async (req, res, next) => {
    const result = await readJsonBody(req, options.limit);
    if ('aborted' in result) return;
    if ('problem' in result) return void sendProblem(res, result.problem, reject);
    req.body = result.value;
    next();
  };
}

function sendProblem(
  res: Response,
  problem: JsonBodyProblem,
  reject: (res: Response, problem: JsonBodyProblem) => void,
): void {
  // The rest of an oversized body is never read: the connection cannot carry another request.
  if (problem.status === 413) res.setHeader('Connection', 'close');
  reject(res, problem);
}

export function sendApiProblem(res: Response, problem: JsonBodyProblem): void {
  res.status(problem.status).json(apiError(problem.code, problem.message));
}

type ReadResult = { value: unknown } | { problem: JsonBodyProblem } | { aborted: true };

/**
 * The body's bytes as sent, with its Content-Encoding undone: for an endpoint that
 * checks the bytes themselves (a signature). Same size and encoding rules as jsonBody.
 */
export function rawBody(options: JsonBodyOptions): RequestHandler {
  const reject = options.reject ?? sendApiProblem;
  return async (req, res, next) => {
    const result = await readBytes(req, options.limit);
    if ('aborted' in result) return;
    if ('problem' in result) return void sendProblem(res, result.problem, reject);
    req.body = result.bytes;
    next();
  };
}

type BytesResult = { bytes: Buffer } | { problem: JsonBodyProblem } | { aborted: true };

async function readBytes(req: Request, limit: number): Promise<BytesResult> {
  const decoders = contentEncodings(req.headers['content-encoding']);
  if (!Array.isArray(decoders)) return { problem: decoders };
  if (Number(req.headers['content-length'] ?? 0) > limit) return { problem: tooLarge(limit) };
  const raw = await readRaw(req, limit);
  if (raw === 'aborted') return { aborted: true };
  if (raw === 'too-large') return { problem: tooLarge(limit) };
  let bytes = raw;
  for (const [name, decode] of decoders) {
    try {
      bytes = decode(bytes, limit);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return { problem: tooLarge(limit, ' once its Content-Encoding is undone') };
      }
      return {
        problem: {
          status: 400,
          code: 'content_encoding_mismatch',
          message: `Content-Encoding says ${name} but the body is not ${name} data`,
        },
      };
    }
  }
  return { bytes };
}

async function readJsonBody(req: Request, limit: number): Promise<ReadResult> {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  const contentType = req.headers['content-type'];
  if (!hasBody && contentType === undefined) return { value: undefined };
  const typeProblem = checkContentType(req, contentType);
  if (typeProblem) return { problem: typeProblem };
  const read = await readBytes(req, limit);
  if (!('bytes' in read)) return read;
  const bytes = read.bytes;
  if (bytes.length === 0) return { value: undefined };
  const badByte = firstInvalidUtf8Byte(bytes);
  if (badByte !== -1) {
    return {
      problem: {
        status: 400,
        code: 'invalid_utf8',
        message: `Request body is not valid UTF-8 (byte ${badByte})`,
      },
    };
  }
  const text = bytes.toString('utf8');
  const problem = checkJsonText(text, MAX_JSON_DEPTH);
  if (problem) {
    const where = `line ${problem.line}, column ${problem.column}`;
    return {
      problem:
        problem.kind === 'depth'
          ? {
              status: 400,
              code: 'nesting_too_deep',
              message: `Request body nests objects and arrays more than ${MAX_JSON_DEPTH} deep (${where})`,
            }
          : {
              status: 400,
              code: 'entity_parse_failed',
              message: `Request body is not valid JSON: ${problem.problem} at ${where}`,
            },
    };
  }
  return { value: JSON.parse(text) as unknown };
}

function checkContentType(req: Request, sent: string | undefined): JsonBodyProblem | undefined {
  const unsupported = (what: string): JsonBodyProblem => ({
    status: 415,
    code: 'unsupported_media_type',
    message: `Send the body as Content-Type: application/json (${what})`,
  });
  if (sent === undefined) return unsupported('no Content-Type was sent');
  if (req.is('application/json') !== 'application/json') {
    return unsupported(`${quote(sent)} was sent`);
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(sent)?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    return unsupported(`charset ${quote(charset)} was sent; only UTF-8 is read`);
  }
  return undefined;
}

/** The decoders to run, last-applied encoding first, or why the header is refused. */
function contentEncodings(
  header: string | undefined,
): Array<[string, (typeof DECODERS)[string]]> | JsonBodyProblem {
  const names = (header ?? 'identity')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !Object.hasOwn(DECODERS, name));
  if (unknown !== undefined || names.length > 2) {
    return {
      status: 415,
      code: 'unsupported_content_encoding',
      message: `Content-Encoding ${quote(header ?? '')} is not supported; send identity, gzip, deflate or br (at most two)`,
    };
  }
  return names.reverse().map((name) => [name, DECODERS[name]!]);
}

function tooLarge(limit: number, when = ''): JsonBodyProblem {
  return {
    status: 413,
    code: 'entity_too_large',
    message: `Request body is larger than the ${formatBytes(limit)} this endpoint accepts${when}`,
  };
}

function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`;
}

/** A header value as the client sent it, cut short: enough to recognise, never a wall of text. */
function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

/**
 * The body's bytes; 'too-large' once they pass `limit` (the rest is not read);
 * 'aborted' when the client went away before the end (there is no one to answer).
 */
function readRaw(req: Request, limit: number): Promise<Buffer | 'too-large' | 'aborted'> {
  // Already read (a parser mounted in front): there is nothing left to wait for.
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | 'too-large' | 'aborted') => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.pause();
        finish('too-large');
      }
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onAbort = () => finish('aborted');
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}
