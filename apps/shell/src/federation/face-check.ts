/** The face versions this shell provides, baked in at build time. */
export const PROVIDED_FACES: Record<string, string> = __FACE_VERSIONS__;

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/**
 * A remote states in its manifest which face versions it needs. Returns why the shell
 * cannot serve it, or null when it can. Faces ship shell-first (DESIGN.md section 8).
 * compare-versions loads with the first remote, not with the sign-in page.
 */
export async function faceMismatch(
  shared: ManifestShared[] | undefined,
  provided: Record<string, string> = PROVIDED_FACES,
): Promise<string | null> {
  const { satisfies } = await import('compare-versions');
  for (const { name, requiredVersion } of shared ?? []) {
    const have = provided[name];
    if (!have || !requiredVersion || requiredVersion === '*') continue;
    if (!satisfies(have, requiredVersion)) {
      return `${name} ${requiredVersion} (shell provides ${have})`;
    }
  }
  return null;
}
