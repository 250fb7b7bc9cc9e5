/** SPEC §4/§8: after a deploy, a chunk that no longer exists reloads the page, at most once per 60 s. */
export const chunkReloadIntervalMs = 60_000;
export const chunkReloadStorageKey = 'oriel:chunk-reload-at';

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return chunkErrorPattern.test(message);
}

interface ReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads the page unless it was already reloaded for a missing chunk in the last 60 s (the time
 * is kept in sessionStorage, so it survives the reload). Returns whether it reloaded; when it did
 * not, the caller shows the error page instead of looping.
 */
export function reloadAfterChunkError(deps: ReloadDeps = {}): boolean {
  const now = deps.now ?? Date.now();
  const storage = deps.storage ?? window.sessionStorage;
  const reload = deps.reload ?? (() => window.location.reload());
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(chunkReloadStorageKey));
  } catch {
    // Storage disabled: without a memory of the last reload, do not risk a loop.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadIntervalMs) return false;
  try {
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
