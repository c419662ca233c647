import type { TestProject } from 'vitest/node';
import { prepareTemplate, removeTemplate, type TestDatabaseTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Runs once per `vitest run`: one migrated template database that every test file clones. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await prepareTemplate();
  project.provide('testDatabaseTemplate', template);
  return () => removeTemplate(template);
}
