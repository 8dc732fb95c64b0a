// APP_SECRET signs cookies and encrypts Google credentials at rest. Outside production a missing
// secret is generated once and kept in DATA_DIR, so restarts keep sessions and stored keys valid.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'app-secret';

export async function resolveAppSecret(options: {
  configured: string | undefined;
  isProduction: boolean;
  dataDir: string;
}): Promise<string> {
  if (options.configured) return options.configured;
  if (options.isProduction) throw new Error('APP_SECRET is required in production');

  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' refuses to overwrite: if another process won the race, use its secret instead.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
