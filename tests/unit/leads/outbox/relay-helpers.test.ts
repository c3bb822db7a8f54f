import { describe, expect, test } from 'vitest';
import { errorDetail, safeDetail } from '#server/leads/outbox/failure-detail.ts';
import { leadMessageId } from '#server/leads/outbox/lead-mail.ts';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '#server/leads/outbox/retry-delay.ts';
import { parseMail } from './parse-mail.ts';

describe('retryDelayMs', () => {
  test('doubles per attempt with equal jitter, capped at an hour', () => {
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, 10_000, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, 10_000, () => 1)).toBe(40_000);
    expect(retryDelayMs(4, 10_000, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(30, 10_000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(100, 10_000, () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
  });
});

describe('attempt details', () => {
  test('addresses quoted by a server are blanked, long replies cut', () => {
    expect(safeDetail('550 5.1.1 <jane@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
    expect(safeDetail('x'.repeat(500))).toHaveLength(200);
  });

  test('SMTP replies, socket errors behind fetch, and timeouts in a few words', () => {
    const smtp = Object.assign(new Error('Message failed'), {
      code: 'EMESSAGE',
      response: '451 4.3.0 Try again later',
      responseCode: 451,
    });
    expect(errorDetail(smtp)).toBe('SMTP 451 4.3.0 Try again later');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    expect(errorDetail(new TypeError('fetch failed', { cause: refused }))).toBe(
      'connect ECONNREFUSED 127.0.0.1:9',
    );
    expect(errorDetail(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'timed out',
    );
  });
});

describe('leadMessageId', () => {
  test('the idempotency key as a valid, stable Message-ID', () => {
    expect(leadMessageId('0b5e4c8e-4a7c:lead:0123456789abcdef')).toBe(
      '<0b5e4c8e-4a7c.lead.0123456789abcdef@dealer-platform>',
    );
  });
});

describe('parseMail (test support)', () => {
  test('encoded-word headers and quoted-printable / base64 parts', () => {
    const raw = [
      'Subject: =?UTF-8?Q?New_enquiry_=E2=80=94?= =?UTF-8?Q?_Jane?=',
      'Content-Type: multipart/alternative;',
      ' boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 soft=',
      ' break',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Hi</p>').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const mail = parseMail(raw);
    expect(mail.headers.subject).toBe('New enquiry — Jane');
    expect(mail.text).toBe('Café soft break\r\n');
    expect(mail.html).toBe('<p>Hi</p>');
  });
});
