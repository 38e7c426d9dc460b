import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { sharedProviders } from './shared-providers';

describe('shared providers', () => {
  it('provides every singleton the remotes are built to consume, and only those', () => {
    expect(Object.keys(sharedProviders).sort()).toEqual(Object.keys(__SHARED__).sort());
  });

  it('gives a CommonJS package its exports, not a module wrapper', async () => {
    const react = (await sharedProviders.react!()) as typeof React;
    expect(typeof react.useState).toBe('function');
    expect(react).not.toHaveProperty('default');
  });
});
