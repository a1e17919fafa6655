import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Vitest global setup: one PostgreSQL server for the API suites, stopped afterwards. */
export default async function setup(project: TestProject) {
  const server = startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
