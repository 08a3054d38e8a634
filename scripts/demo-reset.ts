/** Puts the demo backend back to its seed: removes the state it keeps across restarts. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const folder = resolve(import.meta.dirname, '..', '.demo-data');
rmSync(folder, { recursive: true, force: true });
console.log(`Demo data removed (${folder}); the next start seeds it afresh.`);
