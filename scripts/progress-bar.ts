// A one-line progress bar for long CLI steps; silent when the stream is not a terminal
// (CI logs and pipes get the final summary only).
import type { WriteStream } from 'node:tty';

const WIDTH = 28;

export interface ProgressBar {
  update(label: string, done: number, total: number): void;
  done(): void;
}

export function createProgressBar(stream: NodeJS.WriteStream | WriteStream): ProgressBar {
  if (!stream.isTTY) return { update() {}, done() {} };
  let lastDrawn = '';
  return {
    update(label, done, total) {
      const share = total > 0 ? Math.min(done / total, 1) : 1;
      const filled = Math.round(share * WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      const line = `${label.padEnd(11)} ${bar} ${String(Math.round(share * 100)).padStart(3)}% ${done.toLocaleString('en-AU')}/${total.toLocaleString('en-AU')}`;
      if (line === lastDrawn) return;
      lastDrawn = line;
      stream.write(`\r${line}\u001b[K`);
    },
    done() {
      if (lastDrawn) stream.write('\n');
      lastDrawn = '';
    },
  };
}
