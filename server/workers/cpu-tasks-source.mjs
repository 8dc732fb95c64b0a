// Development and tests: the worker thread loads the TypeScript tasks through tsx (a thread does
// not inherit the main thread's loader); production loads the compiled dist/server/cpu-tasks.js.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./cpu-tasks.ts', import.meta.url);
export const { qrSheet, readFiles } = tasks;
