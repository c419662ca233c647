/** A structured logger; the default writes one JSON line per entry to stderr. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const jsonLogger: Logger = {
  info(message, details) {
    process.stderr.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...details })}\n`);
  },
  error(message, details) {
    process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...details })}\n`);
  },
};

export const silentLogger: Logger = { info() {}, error() {} };
