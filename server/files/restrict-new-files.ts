import { restrictNewFiles } from './private-files.js';

// Imported by every entry point (server/main.ts, server/cli/*). An entry point's imports all run
// before its own code, and no module creates a file when imported, so the umask is in force
// before the first file is created.
restrictNewFiles();
