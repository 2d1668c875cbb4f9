import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanApps } from '../../src/refresh/scan.js';
import { removeDir, tempAppsDir } from './helpers.js';

const appsDir = tempAppsDir();
afterAll(() => removeDir(appsDir));

describe('scanApps', () => {
  it('lists the direct sub-folders holding a manifest, sorted', async () => {
    for (const name of ['zeta', 'alpha', 'empty', 'nested']) mkdirSync(join(appsDir, name));
    writeFileSync(join(appsDir, 'zeta', 'voiceos.integration.json'), '{}');
    writeFileSync(join(appsDir, 'alpha', 'voiceos.integration.json'), '{}');
    mkdirSync(join(appsDir, 'nested', 'deeper'));
    writeFileSync(join(appsDir, 'nested', 'deeper', 'voiceos.integration.json'), '{}');
    writeFileSync(join(appsDir, 'voiceos.integration.json'), '{}');
    expect(await scanApps(appsDir)).toEqual(['alpha', 'zeta']);
  });

  it('finds nothing in a missing folder', async () => {
    expect(await scanApps(join(appsDir, 'missing'))).toEqual([]);
  });
});
