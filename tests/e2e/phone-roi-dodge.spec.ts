// Le Roi du Ring on a phone (a newcomer's report, issue 30): the attack's card lay over the squares a
// dodge could reach, lit for the person answering. It now keeps clear of them as well as of both
// boxers: Red (the bot) strikes Blue (the person) in the corner; Blue holds a club that dodges.
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { gotoApp, objectBox, settle } from './helpers';
import { PHONES, phoneShare, phoneUse } from './phone-audit';
import { CORNER_STRIKE_MOVES } from './roi-positions';
import { ROI_VERSION, rules, type RoiMove, type RoiOptions, type RoiState } from '../../src/games/roi-du-ring/rules';

// One booted page for the tests of this file that share a window (fixtures.ts, `reuse`).
test.use({ reuse: true });

const DEAL: RoiOptions = { players: 2, stack: { draw: ['XR', 'AC'], hands: [['2S', '3S', '4S', '5H', '6H'], ['9H', '2C', '3C', '8C', '5C']] } };
const MOVES: RoiMove[] = CORNER_STRIKE_MOVES;

function played(): RoiState {
  let s = rules.setup(DEAL, 7);
  for (const m of MOVES) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const LINK = `#g=${deflateRawSync(Buffer.from(JSON.stringify({ f: 1, r: { game: 'roi-du-ring', version: ROI_VERSION, options: DEAL, seed: 7, moves: MOVES }, k: 'bh' }))).toString('base64url')}`;
type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
/** A square less 8 % at each edge (a card may touch its border, not cover it). */
const inner = (sq: Box): Box => ({ x: sq.x + sq.width * 0.08, y: sq.y + sq.height * 0.08, width: sq.width * 0.84, height: sq.height * 0.84 });

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    const share = phoneShare(phone);
    test.use(phoneUse(phone.viewport));
    if (share()) test('the attack\'s card keeps clear of both boxers and of every square a dodge may go to', async ({ page }) => {
      const s = played();
      expect(s.phase).toBe('defend');
      const dodges = (rules.legalMoves(s)).flatMap((m) => (m.type === 'dodge' ? [m.to] : []));
      expect(dodges.length).toBeGreaterThan(0);
      await gotoApp(page, LINK);
      await page.waitForFunction(() => window.__fc?.objects()['roi.btn.take']?.visible === true);
      await settle(page);
      const card = await objectBox(page, 'roi.attackCard');
      const squares = [...s.fighters.map((f) => ({ x: f.x, y: f.y })), ...dodges];
      for (const q of squares) {
        const sq = await objectBox(page, `roi.sq.${q.x}.${q.y}`);
        expect(apart(card, inner(sq)), `the attack's card ${JSON.stringify(card)} clear of square ${q.x},${q.y} ${JSON.stringify(sq)}`).toBe(true);
      }
    });
  });
}
