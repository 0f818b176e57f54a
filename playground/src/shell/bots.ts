/**
 * The page's side of the bot worker (worker.ts): one question at a time; a bot still thinking
 * about an old game is stopped by ending its worker.
 */
import type { BotAnswer, BotRequest } from '../protocol.js';

let worker: Worker | null = null;
let pending: { id: number; resolve: (answer: BotAnswer) => void } | null = null;
let nextRequest = 1;
let onFailure: (message: string) => void = () => {};

/** Where a worker that cannot start or crashes is reported. */
export function onWorkerFailure(report: (message: string) => void): void {
  onFailure = report;
}

function botWorker(): Worker {
  if (worker === null) {
    worker = new Worker(new URL('../worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotAnswer>) => {
      if (pending !== null && pending.id === event.data.id) {
        const { resolve } = pending;
        pending = null;
        resolve(event.data);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      onFailure(`the bot worker failed: ${event.message || 'it could not start'}`);
    };
  }
  return worker;
}

/** Asks the worker for a bot's move. */
export function ask(request: Omit<BotRequest, 'id'>): Promise<BotAnswer> {
  const id = nextRequest++;
  return new Promise<BotAnswer>((resolve) => {
    pending = { id, resolve };
    botWorker().postMessage({ ...request, id });
  });
}

/** Drops a bot that is still thinking (a search can take a while). */
export function stopThinking(): void {
  if (pending !== null && worker !== null) {
    worker.terminate();
    worker = null;
    pending = null;
  }
}
