// A worker started from the TypeScript sources (tests, `npm run dev`) loads tsx, then its entry: on Node 20 a
// worker does not take `--import tsx` from its execArgv. The bundle's worker never comes here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
