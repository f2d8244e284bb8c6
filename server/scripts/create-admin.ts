/**
 * `npm run create-admin -- --email you@school.org [--name "Your Name"]`: creates a super admin.
 * The password comes from `ADMIN_PASSWORD` or is asked for (hidden) on a terminal; at least 10
 * characters. Works with `NODE_ENV=production`: that is how the first account of a real install is made.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AdminInputError, createSuperAdmin, minAdminPasswordLength } from '../seed/super-admin';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let answer = '';
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (result: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(answer));
        if (ch === '\u0003') return done(() => reject(new AdminInputError('Cancelled')));
        if (ch === '\u007f' || ch === '\b') answer = answer.slice(0, -1);
        else answer += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new AdminInputError('Set ADMIN_PASSWORD, or run this on a terminal to be asked for the password');
  const first = await promptHidden(`Password (at least ${minAdminPasswordLength} characters): `);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new AdminInputError('The passwords do not match');
  return first;
}

async function main() {
  const email = argument('email');
  if (!email) throw new AdminInputError('Usage: npm run create-admin -- --email you@school.org [--name "Your Name"]');
  const name = argument('name') ?? 'Super Admin';
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const admin = await createSuperAdmin(database.db, { email, name, password });
    console.log(`Super admin ${admin.email} created. Sign in at the app's address.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof AdminInputError ? error.message : `Could not create the admin: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
