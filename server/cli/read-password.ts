import { stdin, stderr } from 'node:process';

/**
 * The password for a command-line tool, never from its arguments (they show in `ps`, shell
 * history and process accounting): typed at a prompt that does not echo it, twice, when stdin
 * is a terminal; otherwise the first line of stdin (`printf '%s\n' "$PW" | npm run user:create …`).
 */
export async function readPassword(prompt = 'Password: '): Promise<string> {
  if (!stdin.isTTY) return firstLine(await readAll());
  const first = await readHidden(prompt);
  const again = await readHidden('Repeat the password: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const firstLine = (text: string) => text.split(/\r?\n/, 1)[0] ?? '';

/** Reads one line from the terminal in raw mode, echoing nothing. */
function readHidden(prompt: string): Promise<string> {
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const done = (finish: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      finish();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return done(() => resolve(typed));
        if (key === '\u0003' || key === '\u0004') return done(() => reject(new Error('Cancelled.')));
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on('data', onData);
  });
}
