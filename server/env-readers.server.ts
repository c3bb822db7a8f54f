// The environment's plain value readers: each fails with one line naming the variable, the
// value and what is allowed (server/env.server.ts reads every variable through them).

import fs from 'node:fs';
import path from 'node:path';

export class EnvError extends Error {}

export type Source = Record<string, string | undefined>;

export function fail(name: string, value: string, allowed: string): never {
  throw new EnvError(`Invalid environment variable ${name}=${JSON.stringify(value)}: ${allowed}`);
}

export function readInteger(src: Source, name: string, fallback: number, min: number, max: number) {
  const raw = src[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    fail(name, raw, `expected a whole number from ${min} to ${max}`);
  }
  return value;
}

export function readChoice<T extends string>(
  src: Source,
  name: string,
  allowed: readonly T[],
  fallback: T,
) {
  const raw = src[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) fail(name, raw, `expected one of ${allowed.join(', ')}`);
  return raw as T;
}

export function readBoolean(src: Source, name: string, fallback: boolean): boolean {
  const raw = src[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  fail(name, raw, 'expected true or false');
}

/** A folder that must exist and be readable (checked once at startup, resolved to absolute). */
export function readFolder(src: Source, name: string, fallback: string): string {
  const raw = src[name]?.trim();
  if (!raw) return fallback;
  if (raw.includes('\0')) fail(name, raw, 'expected a folder path');
  const folder = path.resolve(raw);
  try {
    if (!fs.statSync(folder).isDirectory()) throw new Error('not a folder');
    fs.accessSync(folder, fs.constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    fail(name, raw, `expected a folder this process can read (${reason})`);
  }
  return folder;
}

export function readReadableFile(src: Source, name: string): string | undefined {
  const raw = src[name]?.trim();
  if (!raw) return undefined;
  const file = path.resolve(raw);
  try {
    if (!fs.statSync(file).isFile()) throw new Error('not a file');
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    fail(name, raw, 'expected a file this process can read');
  }
  return file;
}
