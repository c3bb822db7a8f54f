import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it, vi } from 'vitest';
import { yieldingDeriveKey } from '#shared/components/forms/captcha/yielding-derive-key.ts';

const parameters = {
  algorithm: 'SHA-256',
  nonce: '00',
  salt: '00',
  cost: 1,
  keyLength: 32,
  keyPrefix: '00',
};

describe('yieldingDeriveKey', () => {
  it('derives the same key as the function it wraps', async () => {
    const salt = new Uint8Array([1, 2]);
    const password = new Uint8Array([3, 4]);
    const wrapped = yieldingDeriveKey(deriveKey);
    expect(await wrapped(parameters, salt, password)).toEqual(
      await deriveKey(parameters, salt, password),
    );
  });

  it('gives the page a turn once a slice of work has run, not on every key', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const yieldToPage = vi.fn(async () => {});
      const wrapped = yieldingDeriveKey(deriveKey, yieldToPage, 40);
      const derive = () => wrapped(parameters, new Uint8Array(1), new Uint8Array(1));
      await derive();
      vi.advanceTimersByTime(30);
      await derive();
      expect(yieldToPage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(20);
      await derive();
      await derive();
      expect(yieldToPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('yields through a real task by default', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const wrapped = yieldingDeriveKey(deriveKey, undefined, 0);
      vi.advanceTimersByTime(1);
      const order: string[] = [];
      const derived = wrapped(parameters, new Uint8Array(1), new Uint8Array(1)).then(() =>
        order.push('derived'),
      );
      setImmediate(() => order.push('task'));
      await derived;
      expect(order[0]).toBe('task');
    } finally {
      vi.useRealTimers();
    }
  });
});
