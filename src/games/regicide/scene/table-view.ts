// The Regicide table drawn from the state (the hand and the panel apart): the tavern, discard and
// castle piles; the current enemy large in the middle, cracked as it is hurt, with its health,
// shield, attack and immunity beside it (on a phone a bar and lines over the forecast); the cards
// played against it (on a phone in rows at its foot, rank and suit large, the latest play ringed
// in gold); and the seats' names with their cards.
import Phaser from 'phaser';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { font, fontSize } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import { enemyAttack, enemyHealth, tavernHasJesters, type RegicideState } from '../rules';
import { SUIT_SYMBOL } from '../../../ui/card-face';
import { CARD_H, CARD_W, drawCard, drawPlayed, rankOfCode } from './card-view';
import { drawCracks } from './cracks';
import { castleInfo, cardTitle, discardInfo, enemyInfo, tavernInfo, type RegicideInfo } from './info';
import { POS, seatSpot, type Rect, type Spot } from './layout';
import { playedSpots, type PlayedArea } from './played-layout';
import type { ViewKit } from './stage';
import { attackLine, immunityLine, seatName } from './table-words';

type Container = Phaser.GameObjects.Container;

export function drawPiles(v: ViewKit, s: RegicideState): void {
  const P = v.stage.places;
  pile(v, P.tavern, s.tavern.length, '?', 'regicide.tavern', t('regicide.tavern', { n: s.tavern.length }), () => tavernInfo(s.tavern.length));
  pile(v, P.discard, s.discard.length, s.discard[s.discard.length - 1] ?? '?', 'regicide.discard', t('regicide.discardPile', { n: s.discard.length }), () => discardInfo(s.discard));
  pile(v, P.castle, s.castle.length, '?', 'regicide.castle', t('regicide.castle', { n: s.castle.length }), () => castleInfo(s.castle.length));
}

function pile(v: ViewKit, { x, y }: Spot, count: number, top: string, name: string, caption: string, info: () => RegicideInfo): void {
  const { scene, layer, compact } = v.stage;
  v.info.add(x, y + 20, CARD_W + 8, CARD_H + 52, info);
  const c = scene.add.container(x, y).setName(name);
  if (count > 0) {
    for (let i = Math.min(3, count) - 1; i >= 0; i--) {
      const card = scene.add.container(-i * 3, -i * 3);
      // On a phone only the top card shows its crown: three crowns a few px apart read as a smudge.
      drawCard(scene, card, i === 0 ? top : '?', CARD_W, CARD_H, compact ? { scale: 1, plain: i > 0 } : undefined);
      c.add(card);
    }
  } else {
    c.add(scene.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
  }
  layer.add(c);
  v.stage.label(x, y + CARD_H / 2 + 22, caption, `${name}.count`);
}

/** The enemy and its meters; `viewer`: the seat at the device (the attack's line says "you" only to the seat that will discard). */
export function drawEnemy(v: ViewKit, s: RegicideState, viewer: number): void {
  if (!s.enemy) return;
  const { scene, places: P, compact } = v.stage;
  const c = scene.add.container(P.enemy.x, P.enemy.y).setName('regicide.enemy').setScale(P.enemyScale);
  drawCard(scene, c, s.enemy);
  const max = enemyHealth(s.enemy);
  if (s.damage > 0) {
    c.add(drawCracks(scene, s.enemy, s.damage / max).setName('regicide.cracks'));
    // its corners brought over the cracks: a struck royal's rank and suit stay readable (on a
    // phone the cracks hid the K♥ in its corner, newcomer s33 p92a, p86)
    const corner = `${rankOfCode(s.enemy)}\n${SUIT_SYMBOL[s.enemy.slice(-1)] ?? ''}`;
    for (const o of [...c.list]) if (o instanceof Phaser.GameObjects.Text && o.text === corner) c.bringToTop(o);
  }
  v.stage.put(`enemy:${s.enemy}`, c);
  const enemy = s.enemy;
  const info = (): RegicideInfo => enemyInfo(enemy, s.damage, s.shield, s.immunityCancelled, tavernHasJesters(s.hands.length));
  v.info.add(P.enemy.x, P.enemy.y, CARD_W * P.enemyScale, CARD_H * P.enemyScale, info);
  const left = Math.max(0, max - s.damage);
  if (compact) {
    v.input.tapEnemy(c, s);
    drawMetersCompact(v, s, enemy, compact.meters, left, max, viewer);
    const m = compact.meters;
    v.info.add(m.x + m.w / 2, m.y + 60, m.w, 150, info);
    return;
  }
  const { x, y } = POS.meters;
  v.info.add(x + 200, y + 95, 400, 250, info);
  drawMeters(v, s, enemy, left, max, viewer);
}

/** The enemy's health as a bar in `r`: green what is left, red the damage taken. */
function healthBar(g: Phaser.GameObjects.Graphics, r: Rect, left: number, max: number, damage: number): void {
  const { x, y, w, h } = r;
  g.fillStyle(0x000000, 0.45).fillRoundedRect(x, y, w, h, 8);
  g.fillStyle(0x3f7d3a, 1).fillRoundedRect(x + 3, y + 3, (w - 6) * (left / max), h - 6, 6);
  if (damage > 0) g.fillStyle(0xb3362c, 1).fillRoundedRect(x + 3 + (w - 6) * (left / max), y + 3, (w - 6) * (Math.min(damage, max) / max), h - 6, 6);
}

/** The shield as a blue plate, as wide (of `w`, the whole attack) as the attack it stops. */
function shieldPlate(g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, h: number, shield: number, attack: number): void {
  if (shield <= 0) return;
  const pw = Math.max(12, w * Math.min(1, shield / attack));
  g.fillStyle(0x2f5d9e, 1).fillRoundedRect(x, y, pw, h, 6);
  g.lineStyle(2, 0x9fc0ee, 1).strokeRoundedRect(x, y, pw, h, 6);
}

/** The desktop's meters right of the enemy: its name, health, attack over the shield's plate, immunity. */
function drawMeters(v: ViewKit, s: RegicideState, enemy: string, left: number, max: number, viewer: number): void {
  const { scene, layer } = v.stage;
  const { x, y } = POS.meters;
  const g = scene.add.graphics();
  healthBar(g, { x, y, w: 360, h: 30 }, left, max, s.damage);
  layer.add(g);
  const textAt = (dy: number, text: string, name: string, colour: string = CSS.parchment): Phaser.GameObjects.Text => {
    const label = scene.add.text(x, y + dy, text, { fontFamily: FONTS.body, fontSize: '22px', fontStyle: '700', color: colour, wordWrap: { width: 420 } }).setName(name);
    layer.add(label);
    return label;
  };
  // Whose health this is, in words: the enemy's (the player's health is the hand).
  textAt(-34, t('regicide.enemyTitle', { name: cardTitle(enemy) }), 'regicide.enemyTitle', CSS.goldLight);
  textAt(36, t('regicide.health', { left, max }), 'regicide.health');
  const attack = enemyAttack(enemy);
  shieldPlate(g, x, y + 84, 360, 30, s.shield, attack);
  const attackText = textAt(122, attackLine(s, attack, viewer), 'regicide.attack');
  textAt(attackText.y + attackText.height + 10 - y, immunityLine(enemy, s.immunityCancelled), 'regicide.immunity', s.immunityCancelled ? CSS.goldLight : CSS.parchment);
}

/** The phone's meters: health as a bar with the enemy's name and numbers on it, the shield's thin plate, then the attack and the immunity. */
function drawMetersCompact(v: ViewKit, s: RegicideState, enemy: string, m: Rect, left: number, max: number, viewer: number): void {
  const { scene, layer } = v.stage;
  const { x, y, w, h } = m;
  // One container, hidden while a tall explain card takes its place (the teaching's placeExplain).
  const box = scene.add.container(0, 0).setName('regicide.meters');
  layer.add(box);
  const g = scene.add.graphics();
  healthBar(g, m, left, max, s.damage);
  box.add(g);
  box.add(scene.add.zone(x + w / 2, y + h / 2, w, h).setName('regicide.healthBar'));
  const style = (colour: string = CSS.parchment): Phaser.Types.GameObjects.Text.TextStyle => ({ fontFamily: FONTS.body, fontSize: font(22), fontStyle: '700', color: colour, wordWrap: { width: w } });
  box.add(
    scene.add
      .text(x + w / 2, y + h / 2, t('regicide.enemyHealthNamed', { name: cardTitle(enemy), left, max }), { ...style(), stroke: '#000000', strokeThickness: 5 })
      .setOrigin(0.5)
      .setName('regicide.health'),
  );
  const attack = enemyAttack(enemy);
  const line = fontSize(22) * 1.3;
  // The shield's plate a thin bar under the health bar, the attack's words under it on the plain
  // table (on the plate they changed colour mid-word and were hard to read: newcomer s33).
  const plate = 12;
  shieldPlate(g, x, y + h + 6, w, plate, s.shield, attack);
  const ay = y + h + 6 + plate + 6;
  const attackText = scene.add.text(x + 8, ay, attackLine(s, attack, viewer), style()).setName('regicide.attack');
  box.add(attackText);
  box.add(scene.add.text(x + 8, ay + Math.max(line, attackText.height) + 4, immunityLine(enemy, s.immunityCancelled), style(s.immunityCancelled ? CSS.goldLight : CSS.parchment)).setName('regicide.immunity'));
}

/** The cards played against this enemy, in a row under it (on a phone, at its foot). */
export function drawTable(v: ViewKit, s: RegicideState, was: Map<string, Spot>, animate: boolean): void {
  const cards = s.table.flat();
  const compact = v.stage.compact;
  if (compact) {
    drawPlayedCompact(v, s.table, compact.played, was, animate);
    return;
  }
  const w = 70;
  cards.forEach((code, i) => {
    const c = v.stage.scene.add.container(POS.table.x + (i - (cards.length - 1) / 2) * (w * 0.75), POS.table.y).setScale(w / CARD_W);
    drawCard(v.stage.scene, c, code);
    c.setName(`regicide.table.${code}`);
    layPlayed(v, c, code, w, (w * CARD_H) / CARD_W, was, animate);
  });
}

/**
 * The cards played against this enemy, laid at its foot in one row, oldest first, the newest
 * right under the enemy while they fit side by side, else overlapped (playedSpots). The latest play (this turn's, or the last one) is ringed in gold; the older ones are a
 * shade dimmer. Each card shows its rank and suit large: read at a glance.
 */
function drawPlayedCompact(v: ViewKit, plays: readonly (readonly string[])[], k: PlayedArea, was: Map<string, Spot>, animate: boolean): void {
  const scene = v.stage.scene;
  for (const { code, x, y, latest, strip } of playedSpots(plays, k)) {
    const c = scene.add.container(x, y).setName(`regicide.table.${code}`);
    drawPlayed(scene, c, code, k.w, k.h, strip);
    if (latest) {
      const ring = scene.add.graphics();
      ring.lineStyle(4, COLORS.goldLight, 1).strokeRoundedRect(-k.w / 2 - 3, -k.h / 2 - 3, k.w + 6, k.h + 6, 12);
      c.add(ring);
    } else c.setAlpha(0.85);
    layPlayed(v, c, code, k.w, k.h, was, animate);
  }
}

/** A played card on the table, `w` x `h`: a card just played slides from where it was chosen. */
function layPlayed(v: ViewKit, c: Container, code: string, w: number, h: number, was: Map<string, Spot>, animate: boolean): void {
  v.info.add(c.x, c.y, w, h, () => v.cardInfo(code, true));
  v.stage.put(code, c);
  const from = was.get(code);
  if (from) v.animator.arrive(c, from, animate, 0);
}

/** Each seat's name and how many cards it holds, the seat to play in gold (none solo). */
export function drawSeats(v: ViewKit, s: RegicideState): void {
  if (s.hands.length < 2) return;
  s.hands.forEach((hand, seat) => {
    const colour = seat === s.current ? CSS.goldLight : CSS.parchment;
    const at = seatSpot(v.stage.compact, seat);
    v.stage.label(at.x, at.y, t('regicide.cards', { name: seatName(seat), n: hand.length }), `regicide.seat.${seat}`, 20, colour);
  });
}

/**
 * Where the table's toasts go (the registry's TOAST_BAND): clear of the enemy's card, its name and
 * its meters (newcomer s35: "That card cannot join..." lay over the enemy's name). On a desktop
 * under the meters, right of the enemy and left of the panel; on a phone over the forecast's
 * place (where the explain cards come too), low in it.
 */
export function toastBand(v: ViewKit): { x: number; w: number; top: number } {
  const { compact, places, layer } = v.stage;
  // (low in the forecast's place: its title and first lines, what the cards chosen do, stay in sight)
  if (compact) return { x: compact.info.x + compact.info.w / 2, w: compact.info.w, top: compact.info.y + compact.info.h - 100 };
  const immunity = layer.getByName('regicide.immunity');
  const bottom = immunity instanceof Phaser.GameObjects.Text ? immunity.y + immunity.height : POS.meters.y + 190;
  const left = places.enemy.x + (CARD_W * places.enemyScale) / 2 + 16;
  const right = POS.panel.x - 165 - 16; // the panel is 330 wide
  return { x: (left + right) / 2, w: right - left, top: bottom + 16 };
}
