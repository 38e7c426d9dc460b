import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps the layers (eslint.config.mjs, docs/adding-a-feature.md): each
// case lints a few lines as if they stood in a file of src/, and reads the rule's verdict.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${file}` });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses an import of another module's inside, and names the door", async () => {
    const errors = await boundaryErrors(
      'modules/stores/fixture.ts',
      "export { users } from '../users/tables';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('only through its door');
  });

  it("admits the other module's door, and the module's own files", async () => {
    const code = "export { users } from '../users';\nexport { stores } from './tables';\n";
    expect(await boundaryErrors('modules/stores/fixture.ts', code)).toEqual([]);
  });

  it("lets a tables file name another module's tables (a foreign key), nothing else inside", async () => {
    expect(
      await boundaryErrors(
        'modules/stores/tables.ts',
        "export { tenants } from '../tenancy/tables';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'modules/stores/tables.ts',
        "export { listTenants } from '../tenancy/repository';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses any module in the kernel, door or not', async () => {
    expect(
      await boundaryErrors(
        'kernel/http/fixture.ts',
        "export { users } from '../../modules/users';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'kernel/fixture.ts',
        "export { sha256 } from '../modules/identity/secrets';\n",
      ),
    ).toHaveLength(1);
  });
});
