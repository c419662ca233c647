import type { TestProject } from 'vitest/node';
import { prepareTemplate, removeTemplate, type TestDatabaseTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * The integration projects (`integration`, `integration-once`) each load this file, in the one main process: they
 * share one template, kept on globalThis (each project gets its own copy of this module), removed by the last teardown.
 */
const shared = globalThis as typeof globalThis & { mebleTestTemplate?: { template: Promise<TestDatabaseTemplate>; users: number } };

/** Runs once per `vitest run`: one migrated template database that every test file clones. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.mebleTestTemplate ??= { template: prepareTemplate(), users: 0 };
  const entry = shared.mebleTestTemplate;
  entry.users += 1;
  const template = await entry.template;
  project.provide('testDatabaseTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.mebleTestTemplate = undefined;
    await removeTemplate(template);
  };
}
