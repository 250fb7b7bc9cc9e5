import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCampaignContentDir, readCampaignBundle } from './load';

// The campaign pages and the boutique list must give a visitor the same address and hours.
describe('campaign redemption locations', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'oriel-locations-'));
    const content = findCampaignContentDir();
    await cp(join(content, 'campaigns'), join(dir, 'campaigns'), { recursive: true });
    await cp(join(content, 'boutiques'), join(dir, 'boutiques'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('repeat the address and hours of their boutique file, in both languages', async () => {
    const bundle = await readCampaignBundle(dir);
    expect(bundle.locations.find((l) => l.code === 'central')?.texts['zh-Hant'].address).toBe('香港中環皇后大道中18號地下G12號舖');
  });

  it('are refused when the boutique moves and the campaign location does not follow', async () => {
    const file = join(dir, 'boutiques', 'yoho-mall-yuen-long.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('朗日路9號', '元龍街9號'));
    await expect(readCampaignBundle(dir)).rejects.toThrow(/locations\.3\.texts\.zh-Hant\.address/);
  });

  it('are refused when the hours differ', async () => {
    const file = join(dir, 'boutiques', 'central.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Monday to Saturday 10:30–20:00', 'Monday to Saturday 11:00–20:00'));
    await expect(readCampaignBundle(dir)).rejects.toThrow(/locations\.0\.texts\.en\.hours/);
  });
});

describe('campaign files', () => {
  it('keep registrations no longer than the privacy policy promises (six months after closing)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oriel-retention-'));
    try {
      const content = findCampaignContentDir();
      await cp(join(content, 'campaigns'), join(dir, 'campaigns'), { recursive: true });
      await cp(join(content, 'boutiques'), join(dir, 'boutiques'), { recursive: true });
      const file = join(dir, 'campaigns', 'le-perce-vent.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace('retentionUntil: 2025-11-30', 'retentionUntil: 2027-05-31'));
      const bundle = await readCampaignBundle(dir);
      expect(bundle.rejected.map((e) => e.message)).toEqual([expect.stringMatching(/le-perce-vent\.yaml: retentionUntil: .*six months/)]);
      expect(bundle.campaigns.map((c) => c.slug)).not.toContain('le-perce-vent');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
