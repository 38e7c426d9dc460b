import { describe, expect, it } from 'vitest';
import { faceMismatch } from './face-check';

const provided = { '@sp/ui': '1.2.0', '@sp/router': '1.0.0' };

describe('faceMismatch', () => {
  it('accepts a remote built against the same or an older minor', async () => {
    expect(
      await faceMismatch([{ name: '@sp/ui', requiredVersion: '^1.2.0' }], provided),
    ).toBeNull();
    expect(
      await faceMismatch([{ name: '@sp/ui', requiredVersion: '^1.0.0' }], provided),
    ).toBeNull();
  });

  it('refuses a remote that needs a newer face, naming it', async () => {
    expect(await faceMismatch([{ name: '@sp/ui', requiredVersion: '^1.3.0' }], provided)).toBe(
      '@sp/ui ^1.3.0 (shell provides 1.2.0)',
    );
    expect(
      await faceMismatch([{ name: '@sp/router', requiredVersion: '^2.0.0' }], provided),
    ).toMatch('@sp/router');
  });

  it('ignores libraries the shell does not provide as faces', async () => {
    expect(
      await faceMismatch([{ name: 'left-pad', requiredVersion: '^9.0.0' }], provided),
    ).toBeNull();
  });
});
