// A .cpuprofile summed by package and by function (self time), over time windows only:
// shared by profile.mjs and profile-import.mjs (a product process under --cpu-prof),
// handler-path.mjs (an inspector session) and cpu-per-request.mjs (product and floor).

/** Where a frame's code lives: node_modules/<name>, node: internals, the product's bundle or source. */
function where(url) {
  if (!url) return '(native/gc/idle)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/api/dist/')) return 'product (dist)';
  const src = url.search(/\/(apps|packages)\/[^/]+\/src\//);
  if (src >= 0) return url.slice(src + 1);
  return url.replace(/^file:\/\//, '');
}

/**
 * Self time (µs) per package and per function of the samples taken inside `windows`
 * ({ from, to } in µs: start-up and shutdown are not a request's cost). The profile's clock
 * and process.hrtime are both the monotonic clock, in µs here, in any process.
 */
export function selfTimes(profile, windows, { idle = true } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (windows.some((w) => at >= w.from && at <= w.to)) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const packages = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const pkg = f.functionName === '(idle)' ? '(idle)' : where(f.url);
    if (!idle && pkg === '(idle)') continue;
    total += us;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const fn = `${f.functionName || '(anonymous)'} ${pkg}:${f.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  return { total, packages, functions };
}

/** Self time per package (node_modules/<name>, node: internals, the product's bundle) and per function. */
export function summarize(profile, window, top = 25) {
  const { total, packages, functions } = selfTimes(profile, [window]);
  const sorted = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  return {
    totalMs: Math.round(total / 1000),
    packages: sorted(packages),
    functions: sorted(functions),
  };
}
