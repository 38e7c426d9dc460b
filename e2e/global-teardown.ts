import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function teardown() {
  rmSync(join(tmpdir(), `sp-e2e-${process.env.E2E_RUN}`), { recursive: true, force: true });
}
