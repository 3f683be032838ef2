// `npm start`: the compiled server with plain node, rebuilt first when missing or stale.
process.argv.splice(2, 0, 'server/main');
await import('./run-built.mjs');
