import { rspack } from '@rspack/core';
import { writeFileSync } from 'node:fs';
const cfgMod = await import(process.cwd() + '/rspack.config.mjs');
const cfg = cfgMod.default({}, { mode: 'production' });
rspack(cfg).run((err, stats) => {
  if (err) throw err;
  const j = stats.toJson({ all: false, chunks: true, chunkModules: true, modules: false, ids: true, chunkRelations: true, assets: true, nestedModules: true, dependentModules: true, orphanModules: true, runtimeModules: false, nestedModulesSpace: 10000, chunkModulesSpace: 100000, modulesSpace: 100000 });
  writeFileSync('/tmp/stats-full.json', JSON.stringify(j));
  console.log('ok', j.chunks.length);
});
