import path from 'node:path';
import { inject } from 'vitest';

// Here, beside its one reader: every program that compiles the reader (the bench's too) sees the type.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's server bundle (main.js, admin.js and the workers). */
    serverBundle: string;
  }
}

/**
 * The command line of the real server (`main`) or admin command (`admin`) as its own process: this run's
 * bundle, built from the sources by test/server-bundle.global-setup.ts with the production recipe.
 */
export function serverProcess(entry: 'main' | 'admin', args: string[] = []): [string, string[]] {
  return [process.execPath, [path.join(inject('serverBundle'), `${entry}.js`), ...args]];
}
