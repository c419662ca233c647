/** Why an upload is not stored: the HTTP status the routes answer with and the Polish message staff read (D23). */
export interface Refusal {
  status: 400 | 409 | 413 | 415 | 422;
  message: string;
}

/** Thrown by the ingest when a check refuses a file; the routes turn it into a 4xx `{ message }`. */
export class UploadRefusedError extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'UploadRefusedError';
    this.refusal = refusal;
  }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}
