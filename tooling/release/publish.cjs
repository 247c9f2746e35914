/**
 * Publishes a remote's production build as a release: an immutable folder `releases/<id>/` below the
 * folder its server serves, next to the releases before it, which stay online for the tabs still
 * running them. A release folder appears whole (copied beside it, then renamed into place) and is
 * never overwritten: publishing an id that exists fails.
 *
 * @example await publishRelease({ build: 'mfe-jobs/dist', releasesDir: '/srv/zorvex/mfe-jobs/releases' });
 */
const { createHash } = require('node:crypto');
const { cp, mkdir, readdir, readFile, rename, rm } = require('node:fs/promises');
const path = require('node:path');
const { RELEASE_ID, RegistryError } = require('./registry.cjs');

const { folder: RELEASES_FOLDER } = require('./registryFormat.json');
const CONTRACT_FILE = 'federation-contract.json';
const ENTRY_FILE = 'remoteEntry.js';

/** What a remote's build declares about itself (tooling/webpack/contractDeclaration.cjs). */
async function declarationOf(build) {
  let declaration;
  try {
    declaration = JSON.parse(await readFile(path.join(build, CONTRACT_FILE), 'utf8'));
  } catch (error) {
    throw new RegistryError(`${build} is not a remote's production build: no readable ${CONTRACT_FILE} (${error.message})`);
  }
  if (typeof declaration.remote !== 'string' || typeof declaration.builtAt !== 'string') {
    throw new RegistryError(
      `${path.join(build, CONTRACT_FILE)} names no remote or build time: build it again with this repository's tooling`,
    );
  }
  return declaration;
}

/** "20260115-101500-3f2a1bc4": when it was built, and its remote entry's hash. */
async function defaultReleaseId(build, builtAt) {
  const entry = await readFile(path.join(build, ENTRY_FILE));
  const time = builtAt.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${time}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}`;
}

/**
 * `move`: the build was made for this release alone (its folder is renamed into place rather than copied).
 * Returns the release's id and what the build declares (remote, contract, build time).
 */
async function publishRelease({ build, releasesDir, id, move = false }) {
  const declaration = await declarationOf(build);
  const releaseId = id ?? (await defaultReleaseId(build, declaration.builtAt));
  if (!RELEASE_ID.test(releaseId)) throw new RegistryError(`"${releaseId}" is not a release id (letters, digits, ".", "-", "_")`);
  const target = path.join(releasesDir, releaseId);
  await mkdir(releasesDir, { recursive: true });
  const incoming = move ? build : path.join(releasesDir, `.incoming-${releaseId}-${process.pid}`);
  if (!move) {
    // A build made in place (dist/) holds the earlier releases below it: they are not part of this one.
    await mkdir(incoming);
    const files = (await readdir(build)).filter((file) => file !== RELEASES_FOLDER);
    await Promise.all(files.map((file) => cp(path.join(build, file), path.join(incoming, file), { recursive: true })));
  }
  try {
    await rename(incoming, target);
  } catch (error) {
    if (!move) await rm(incoming, { recursive: true, force: true });
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
      throw new RegistryError(`${declaration.remote} already has a release ${releaseId} (${target}): a release is never overwritten`);
    }
    throw error;
  }
  return { id: releaseId, ...declaration };
}

module.exports = { RELEASES_FOLDER, publishRelease };
