import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionRouter } from './productionRouter.ts';

describe("React Router's build", () => {
  it('is its production build in a production build, with its warnings switched off', () => {
    const aliases = productionRouter('build');
    expect(aliases.map((alias) => String(alias.find))).toEqual([String(/^react-router$/), String(/^react-router\/dom$/)]);
    for (const { replacement } of aliases) {
      expect(existsSync(replacement)).toBe(true);
      expect(replacement).toContain('/dist/production/');
    }
    // The switch lives in a chunk the index imports: every production file that sets it sets it off.
    const index = readFileSync(aliases[0]!.replacement, 'utf8');
    const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => readFileSync(new URL(m[1]!, `file://${aliases[0]!.replacement}`), 'utf8'));
    expect(chunks.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(chunks.join('\n')).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it('is the package as it resolves (its development build) when serving for development', () => {
    expect(productionRouter('serve')).toEqual([]);
  });
});
