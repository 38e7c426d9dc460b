import type { Page } from 'playwright-core';

export declare const BUDGETS: { loginJs: number; remoteEntry: number; firstRouteChunk: number };
export declare const REMOTES: string[];
export declare function gzipSize(buffer: Uint8Array): number;
export declare function loginJs(
  page: Page,
  baseURL: string,
): Promise<{ total: number; chunks: { url: string; gzip: number }[] }>;
export declare function remoteEntries(root: string): { name: string; gzip: number | null }[];
export declare function distFiles(dir: string): { file: string; gzip: number }[];
export declare function kB(bytes: number): string;
