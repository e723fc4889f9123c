import { LibsqlError } from '@libsql/client';

export interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class Gate {
  held = false;
  #waiters: Waiter[] = [];
  #closedError: unknown = null;

  /** True when a caller can take the connection right now without queueing. */
  get free(): boolean {
    return !this.held && this.#waiters.length === 0 && this.#closedError === null;
  }

  acquire(timeoutMs: number): Promise<void> {
    if (this.#closedError !== null) return Promise.reject(this.#closedError);
    if (this.free) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timer: undefined };
      if (Number.isFinite(timeoutMs)) {
        waiter.timer = setTimeout(() => {
          const i = this.#waiters.indexOf(waiter);
          if (i >= 0) this.#waiters.splice(i, 1);
          reject(
            new LibsqlError(
              `database is locked: an interactive transaction has held this client's connection for over ${timeoutMs} ms ` +
                '(is the outer client being awaited from inside its own transaction?)',
              'SQLITE_BUSY',
              'SQLITE_BUSY',
              5,
            ),
          );
        }, timeoutMs);
        waiter.timer.unref?.();
      }
      this.#waiters.push(waiter);
    });
  }

  /** Hands the connection to the next waiter (it stays held) or frees it. */
  release(): void {
    const next = this.#waiters.shift();
    if (next === undefined) {
      this.held = false;
      return;
    }
    if (next.timer !== undefined) clearTimeout(next.timer);
    next.resolve();
  }

  close(error: unknown): void {
    this.#closedError = error;
    this.held = false;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) {
      if (w.timer !== undefined) clearTimeout(w.timer);
      w.reject(error);
    }
  }
}

// ---------------------------------------------------------------------------
// One open connection, its statement cache and its gate.
