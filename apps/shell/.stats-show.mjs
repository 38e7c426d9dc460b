import { readFileSync } from 'node:fs';
const j = JSON.parse(readFileSync('/tmp/stats-full.json','utf8'));
const want = process.argv.slice(2);
for (const c of j.chunks) {
  const f = c.files.find(f=>f.endsWith('.js')) || '';
  if (want.length && !want.some(w => f.startsWith(w+'.'))) continue;
  console.log('== chunk', c.id, f, c.size);
  const mods = [];
  const walk = (ms) => { for (const m of ms||[]) { if (m.modules) walk(m.modules); else mods.push(m); } };
  walk(c.modules);
  mods.sort((a,b)=>b.size-a.size);
  for (const m of mods.slice(0, Number(process.env.N||60))) console.log(String(m.size).padStart(8), (m.name||m.identifier||"?").replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//,'nm:'));
}
