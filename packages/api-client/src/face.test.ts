/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as face from './index';
import * as http from '@sp/http';

/**
 * The face is a singleton shipped shell-first: an endpoint added here means redeploying
 * the shell. A remote's endpoints live in apps/<remote>/src/api/ (docs/remote-kit.md).
 * Adding to these lists is a decision about the shell, not about a remote.
 */
const SHELL_ENDPOINTS = ['accountApi', 'storesApi', 'notificationsApi'];
const TOOLS = ['getJson', 'idempotencyKey', 'runReport', 'toSearchParams'];
const REACT_QUERY = [
  'QueryClient',
  'QueryClientProvider',
  'keepPreviousData',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

describe('@sp/api-client face', () => {
  it('exports the HTTP client, the query client, the helpers and the shell endpoints only', () => {
    const own = Object.keys(face).filter((name) => !(name in http));
    expect(own.sort()).toEqual([...SHELL_ENDPOINTS, ...TOOLS, ...REACT_QUERY].sort());
  });

  it('holds no domain endpoint file', () => {
    const files = readdirSync(join(import.meta.dirname, 'endpoints')).filter(
      (f: string) => !f.endsWith('.test.ts'),
    );
    expect(files.sort()).toEqual(['account.ts', 'query.ts', 'resources.ts']);
  });
});
