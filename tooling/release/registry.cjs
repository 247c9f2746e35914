/**
 * The release registry, releases.json beside the host's config.json: for each remote (by its
 * federation name, as config.json names it), the release it serves and the ones before it, newest
 * first. The host reads it at start-up (host-shell/src/federation/remoteEntries.ts).
 *
 * Every change is one atomic replace of the file (a complete copy written beside it, then renamed
 * over it), so a reader never sees half a registry; and is made under a lock file, so two releases
 * at once both land instead of one undoing the other.
 *
 * @example await updateRegistry('/srv/zorvex/host-shell/releases.json', (registry) => withRelease(registry, 'mfe_jobs', '20260115-101500-3f2a1bc4'));
 */
const { randomBytes } = require('node:crypto');
const { open, readFile, rename, rm } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');

const FORMAT = require('./registryFormat.json');

/** A release id names a folder: letters, digits, dot, dash, underscore (the host checks ids with the same pattern). */
const RELEASE_ID = new RegExp(FORMAT.releaseId);
/** How many earlier releases the registry remembers per remote (each one `pnpm rollback` away). */
const KEEP_PREVIOUS = 20;

class RegistryError extends Error {
  name = 'RegistryError';
}

function checkRegistry(registry, file) {
  const remotes = registry?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes))
    throw new RegistryError(`${file}: "remotes" must map remote names to their releases`);
  for (const [remote, entry] of Object.entries(remotes)) {
    const ids = [entry?.current, ...(Array.isArray(entry?.previous) ? entry.previous : [null])];
    if (!ids.every((id) => typeof id === 'string' && RELEASE_ID.test(id)))
      throw new RegistryError(`${file}: ${remote} needs a "current" release id and a "previous" list of ids`);
  }
  return registry;
}

/** The registry in `file`, or an empty one where there is none yet. */
async function readRegistry(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  let registry;
  try {
    registry = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${file} is not JSON: ${error.message}`);
  }
  return checkRegistry(registry, file);
}

/** `remote` now serves release `id`; the one it served before comes first among the previous. */
function withRelease(registry, remote, id) {
  if (!RELEASE_ID.test(id)) throw new RegistryError(`"${id}" is not a release id (letters, digits, ".", "-", "_")`);
  const entry = registry.remotes[remote];
  if (entry?.current === id) return registry;
  const previous = entry ? [entry.current, ...entry.previous].filter((earlier) => earlier !== id).slice(0, KEEP_PREVIOUS) : [];
  return { ...registry, remotes: { ...registry.remotes, [remote]: { current: id, previous } } };
}

/** `remote` serves the release before its current one again. */
function withPreviousRelease(registry, remote) {
  const entry = registry.remotes[remote];
  if (!entry || entry.previous.length === 0) throw new RegistryError(`${remote} has no earlier release to roll back to`);
  const [current, ...previous] = entry.previous;
  return { ...registry, remotes: { ...registry.remotes, [remote]: { current, previous } } };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds `lockFile` (created exclusively) until released. A holder keeps it for the few milliseconds
 * of one read and write; one that died in between leaves it behind, and the next change says so
 * rather than guess it may be broken.
 */
async function lock(lockFile, timeoutMs) {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (Date.now() - started > timeoutMs) {
      const holder = await readFile(lockFile, 'utf8').catch(() => 'gone');
      throw new RegistryError(
        `${lockFile} has been held for over ${timeoutMs / 1000} s (${holder}); if no release or rollback is running, remove it`,
      );
    }
    await sleep(5 + Math.random() * 20);
  }
}

/** Writes `text` to `file` as one atomic replace. */
async function replaceFile(file, text) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Applies `change` to the registry in `file` under its lock, and returns the registry it wrote. */
async function updateRegistry(file, change, { timeoutMs = 30_000 } = {}) {
  const unlock = await lock(`${file}.lock`, timeoutMs);
  try {
    const next = checkRegistry(change(await readRegistry(file)), file);
    await replaceFile(file, `${JSON.stringify(next, null, 2)}\n`);
    return next;
  } finally {
    await unlock();
  }
}

/** The registry file of a deployment whose host serves `hostFolder`. */
const registryFileIn = (hostFolder) => path.join(hostFolder, FORMAT.file);

module.exports = { RELEASE_ID, RegistryError, readRegistry, registryFileIn, updateRegistry, withPreviousRelease, withRelease };
