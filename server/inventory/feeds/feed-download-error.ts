import type { HoldReason } from '#shared/feeds/hold-rules.ts';

/** A feed that could not be read: a failed download (retried next interval) or a hold. */
export class FeedDownloadError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    /** Set when the file itself is refused (too large), not merely unreachable. */
    readonly hold?: HoldReason,
  ) {
    super(message);
  }
}

export function tooLarge(maxBytes: number, httpStatus?: number): FeedDownloadError {
  const megabytes = maxBytes / 1024 / 1024;
  const size =
    megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new FeedDownloadError(
    `is larger than ${size}, the most this site's feed may be (max_megabytes); nothing was read past it`,
    httpStatus,
    'too-large',
  );
}

/** Reads a byte stream whole, stopping as soon as it passes `maxBytes`. */
export async function readLimited(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  httpStatus?: number,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(maxBytes, httpStatus);
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts, total);
}
