import { chmod, writeFile } from 'node:fs/promises';

/**
 * Writes an export of personal data readable by its owner only (mode 0600), whatever the umask,
 * and also when the file was there before with a wider mode (writeFile keeps an existing mode).
 */
export async function writePrivateFile(path: string, text: string): Promise<void> {
  await writeFile(path, '', { mode: 0o600 });
  await chmod(path, 0o600);
  await writeFile(path, text, 'utf8');
}
