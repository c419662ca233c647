import type { Body, Meta, Uppy, UppyFile } from '@uppy/core';
import { formatFileSize } from '@meble/domain/file';

/** Spec part 1 §4: the statuses of an upload, each shown per file. */
export type UploadStatus = 'added' | 'queued' | 'uploading' | 'canceled' | 'error' | 'success';

export const UPLOAD_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  added: 'Dodany',
  queued: 'W kolejce',
  uploading: 'Przesyłanie',
  canceled: 'Anulowany',
  error: 'Błąd',
  success: 'Przesłany',
};

/** One file as the status list shows it. */
export interface UploadRow {
  /** Uppy's id, or a made-up one for a file refused before Uppy took it. */
  id: string;
  name: string;
  size: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** Why it failed (Polish), for 'error' and 'canceled'. */
  message: string;
  /** The stored name the server gave it (a model keeps its own, other kinds get a generated one). */
  storedName: string | null;
}

/** D23: the widget's own refusals and failures, in Polish. */
export const uploadMessages = {
  canceled: 'Przesyłanie anulowane',
  serverRefused: (reason: string) => `Serwer odrzucił plik: ${reason}`,
  serverStatus: (status: number) => `Serwer odpowiedział kodem ${status}`,
  network: 'Brak połączenia z serwerem. Przesyłanie zostanie wznowione od miejsca przerwania po ponowieniu.',
  timedOut: (seconds: number) => `Serwer nie odpowiada od ${seconds} s: przesyłanie przerwano. Spróbuj ponownie.`,
  invalidAnswer: 'Serwer przyjął plik, ale jego odpowiedź jest nieczytelna (to nie jest poprawny JSON).',
  sessionExpired: 'Sesja wygasła: zaloguj się ponownie i prześlij plik jeszcze raz.',
} as const;

/** The reason in a refusal's body: the API's Polish `message` (JSON), or its plain text. */
export function reasonOf(status: number, body: string): string {
  if (status === 401) return uploadMessages.sessionExpired;
  const text = body.trim();
  if (text !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string' && parsed.message !== '') {
        return uploadMessages.serverRefused(parsed.message);
      }
    } catch {
      // Not JSON: a short plain-text refusal is shown as it came.
      if (text.length <= 300 && !text.startsWith('<')) return uploadMessages.serverRefused(text);
    }
  }
  return status === 0 ? uploadMessages.network : uploadMessages.serverStatus(status);
}

/** The stored name in a finished upload's answer (`{ data: FileRecord }`); undefined when it is not that. */
export function storedNameOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return undefined;
    const { data } = parsed;
    return typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string' ? data.name : undefined;
  } catch {
    return undefined;
  }
}

/** The response text of what Uppy's tus plugin hands the events (`body.xhr`), '' when there is none. */
function responseText(response: { status?: number; body?: unknown } | undefined): { status: number; text: string } {
  const xhr = response?.body && typeof response.body === 'object' && 'xhr' in response.body ? response.body.xhr : undefined;
  const text = xhr instanceof XMLHttpRequest ? xhr.responseText : '';
  return { status: response?.status ?? (xhr instanceof XMLHttpRequest ? xhr.status : 0), text };
}

type Listener = () => void;

/**
 * Each file's status, kept from Uppy's events (the Dashboard forgets a cancelled file and does not say which files
 * wait their turn): a snapshot for `useSyncExternalStore`.
 */
export class UploadTracker<M extends Meta, B extends Body> {
  private rows: UploadRow[] = [];
  private readonly listeners = new Set<Listener>();
  private refused = 0;
  private readonly lastProgress = new Map<string, number>();

  constructor(private readonly uppy: Uppy<M, B>) {
    uppy.on('file-added', this.onAdded);
    uppy.on('upload', this.onUpload);
    uppy.on('upload-retry', this.onRetry);
    uppy.on('retry-all', this.onRetryAll);
    uppy.on('upload-progress', this.onProgress);
    uppy.on('upload-success', this.onSuccess);
    uppy.on('upload-error', this.onError);
    uppy.on('file-removed', this.onRemoved);
    uppy.on('cancel-all', this.onCancelAll);
  }

  dispose(): void {
    this.uppy.off('file-added', this.onAdded);
    this.uppy.off('upload', this.onUpload);
    this.uppy.off('upload-retry', this.onRetry);
    this.uppy.off('retry-all', this.onRetryAll);
    this.uppy.off('upload-progress', this.onProgress);
    this.uppy.off('upload-success', this.onSuccess);
    this.uppy.off('upload-error', this.onError);
    this.uppy.off('file-removed', this.onRemoved);
    this.uppy.off('cancel-all', this.onCancelAll);
    this.listeners.clear();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly UploadRow[] => this.rows;

  /** A file refused before Uppy took it (its size or type), listed with why. */
  refuse(name: string, size: number, message: string): void {
    this.refused += 1;
    this.rows = [...this.rows, { id: `refused-${this.refused}`, name, size: formatFileSize(size), status: 'error', percent: 0, message, storedName: null }];
    this.emit();
  }

  /** Uploads under way that have not moved for `ms` (tus has no timeout of its own). */
  stalled(now: number, ms: number): string[] {
    return this.rows.filter((row) => row.status === 'uploading' && now - (this.lastProgress.get(row.id) ?? now) >= ms).map((row) => row.id);
  }

  /** Marks an upload as failed with why. */
  fail(id: string, message: string): void {
    this.lastProgress.delete(id);
    this.update(id, { status: 'error', message });
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private update(id: string, change: Partial<UploadRow>): void {
    let changed = false;
    this.rows = this.rows.map((row) => {
      if (row.id !== id) return row;
      changed = true;
      return { ...row, ...change };
    });
    if (changed) this.emit();
  }

  private onAdded = (file: UppyFile<M, B>): void => {
    // A file added again after a cancel or an error starts a new row of its own.
    this.rows = [
      ...this.rows.filter((row) => row.id !== file.id),
      { id: file.id, name: file.name ?? '', size: formatFileSize(file.size ?? 0), status: 'added', percent: 0, message: '', storedName: null },
    ];
    this.emit();
  };

  private onUpload = (_uploadId: string, files: UppyFile<M, B>[]): void => {
    for (const file of files) {
      this.lastProgress.set(file.id, Date.now());
      this.update(file.id, { status: 'queued', percent: 0, message: '' });
    }
  };

  private onRetry = (file: UppyFile<M, B>): void => {
    this.update(file.id, { status: 'queued', percent: 0, message: '' });
  };

  private onRetryAll = (files: UppyFile<M, B>[]): void => {
    for (const file of files) this.onRetry(file);
  };

  private onProgress = (file: UppyFile<M, B> | undefined, progress: { bytesUploaded: number; bytesTotal: number | null }): void => {
    if (!file) return;
    const row = this.rows.find((candidate) => candidate.id === file.id);
    // An error row that moves again was retried or resumed.
    if (!row || row.status === 'success' || row.status === 'canceled') return;
    const total = progress.bytesTotal ?? file.size ?? 0;
    const percent = total > 0 ? Math.min(100, Math.floor((progress.bytesUploaded / total) * 100)) : 0;
    this.lastProgress.set(file.id, Date.now());
    if (row.status !== 'uploading' || row.percent !== percent) this.update(file.id, { status: 'uploading', percent, message: '' });
  };

  private onSuccess = (file: UppyFile<M, B> | undefined, response: { status?: number; body?: unknown }): void => {
    if (!file) return;
    const { text } = responseText(response);
    const storedName = storedNameOf(text);
    this.update(file.id, { status: 'success', percent: 100, storedName: storedName ?? null, message: storedName ? '' : uploadMessages.invalidAnswer });
  };

  private onError = (
    file: UppyFile<M, B> | undefined,
    error: { name: string; message: string },
    response?: { status?: number; body?: unknown },
  ): void => {
    if (!file) return;
    const { status, text } = responseText(response);
    const message = response || error.name !== 'NetworkError' ? reasonOf(status, text) : uploadMessages.network;
    this.update(file.id, { status: 'error', message });
    // The Dashboard shows the file's error too: the same Polish reason rather than tus's English one.
    if (this.uppy.getFile(file.id)) this.uppy.setFileState(file.id, { error: message });
    // Uppy's own notice of the failure ('Nie udało się przesłać pliku…') has tus's English error behind its '?'.
    const { info } = this.uppy.getState();
    const isThis = (details: unknown) => typeof details === 'string' && details.startsWith(error.message);
    if (info.some((entry) => isThis(entry.details))) {
      this.uppy.setState({ info: info.map((entry) => (isThis(entry.details) ? { ...entry, details: message } : entry)) });
    }
  };

  private onRemoved = (file: UppyFile<M, B>): void => {
    const row = this.rows.find((candidate) => candidate.id === file.id);
    if (!row) return;
    if (row.status === 'queued' || row.status === 'uploading') this.update(file.id, { status: 'canceled', message: uploadMessages.canceled });
    else if (row.status === 'added') {
      // Taken off the list before it was sent: nothing happened to it.
      this.rows = this.rows.filter((candidate) => candidate.id !== file.id);
      this.emit();
    }
  };

  private onCancelAll = (): void => {
    this.rows = this.rows.map((row) =>
      row.status === 'queued' || row.status === 'uploading' ? { ...row, status: 'canceled', message: uploadMessages.canceled } : row,
    );
    this.emit();
  };
}
