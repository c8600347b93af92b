/**
 * Fresh, empty folders for one recorded run (its HOME, the CLI's config home, a working
 * directory), so no run sees the machine's own login, settings or shell profile, nor what an
 * earlier run left behind.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';

export type ScratchDir<Name extends string> = Record<Name, string> & {
  /** The folder holding them all; `dispose` removes it. */
  root: string;
  dispose(): Promise<void>;
};

export interface ScratchDirOptions<Name extends string> {
  /** Where the run's folder goes; created when missing. */
  parent: string;
  /** The start of the run folder's name; a random suffix follows. */
  prefix: string;
  /** Each folder's name inside the run folder, by the key it is answered under. */
  folders: Record<Name, string>;
  /** Folders whose path is answered but which are not created, for a run about a missing one. */
  leaveOut?: readonly NoInfer<Name>[];
}

export async function createScratchDir<Name extends string>(options: ScratchDirOptions<Name>): Promise<ScratchDir<Name>> {
  await mkdir(options.parent, { recursive: true });
  const root = await mkdtemp(join(options.parent, options.prefix));
  const entries = Object.entries(options.folders) as [Name, string][];
  const paths = Object.fromEntries(entries.map(([key, name]) => [key, join(root, name)])) as Record<Name, string>;
  await Promise.all(entries.filter(([key]) => !options.leaveOut?.includes(key)).map(([key]) => mkdir(paths[key])));
  return { ...paths, root, dispose: () => rm(root, { recursive: true, force: true }) };
}
