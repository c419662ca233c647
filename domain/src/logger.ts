/** Structured logging shared by the API and the gateway (server side only: it writes to stderr). */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** One JSON line per entry on stderr. */
export const jsonLogger: Logger = {
  info(message, details) {
    process.stderr.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...details })}\n`);
  },
  error(message, details) {
    process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...details })}\n`);
  },
};

export const silentLogger: Logger = { info() {}, error() {} };

/** Errors do not survive JSON.stringify; keep what helps a reader of the log. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, name: error.name, stack: error.stack };
  return { error: String(error) };
}
