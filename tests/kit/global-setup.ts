import type { TestProject } from 'vitest/node';
import { prepareTemplate, removeTemplate, type TestDatabaseKind, type TestDatabaseTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * The integration projects each load this file, in the one main process: the projects of an engine share one
 * template, kept on globalThis (each project gets its own copy of this module), removed by the last teardown.
 */
const shared = globalThis as typeof globalThis & {
  mebleTestTemplates?: Map<TestDatabaseKind, { template: Promise<TestDatabaseTemplate>; users: number }>;
};

/** The engine a project's files run on: `integration-postgres` on TEST_DATABASE_URL's server, the others on PGlite. */
const kindOfProject = (name: string): TestDatabaseKind => (name.endsWith('-postgres') ? 'postgres' : 'pglite');

/** Runs once per `vitest run` and engine: one migrated template database that every test file clones. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = kindOfProject(project.name);
  const templates = (shared.mebleTestTemplates ??= new Map());
  const entry = templates.get(kind) ?? { template: prepareTemplate(kind), users: 0 };
  templates.set(kind, entry);
  entry.users += 1;
  const template = await entry.template;
  project.provide('testDatabaseTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    templates.delete(kind);
    await removeTemplate(template);
  };
}
