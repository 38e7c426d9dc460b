import { describe, expect, it } from 'vitest';
import { shownState } from './import-history';

const now = Date.parse('2026-11-26T12:00:00Z');
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

describe('an import as its history shows it', () => {
  it('a check just made waits for its confirmation', () => {
    expect(shownState({ status: 'ready', createdAt: at(10), error: null }, now)).toBe('ready');
  });
  it('a check left unconfirmed for over an hour is "left", not waiting', () => {
    expect(shownState({ status: 'ready', createdAt: at(61), error: null }, now)).toBe('abandoned');
  });
  it('one the API expired is "left", not failed; a real failure stays failed', () => {
    expect(
      shownState(
        { status: 'failed', createdAt: at(9000), error: { code: 'import_expired', message: '' } },
        now,
      ),
    ).toBe('abandoned');
    expect(
      shownState(
        {
          status: 'failed',
          createdAt: at(5),
          error: { code: 'import_analysis_failed', message: '' },
        },
        now,
      ),
    ).toBe('failed');
  });
  it('an imported file stays imported whatever its age', () => {
    expect(shownState({ status: 'committed', createdAt: at(9000), error: null }, now)).toBe(
      'committed',
    );
  });
});
