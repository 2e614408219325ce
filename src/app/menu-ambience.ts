// The menu's ambient motion: four crowns gleaming in turn under the title and gold motes
// drifting up the table. They are CSS animations in a layer over the canvas, so the browser's
// compositor moves them and the canvas itself is not redrawn (see app/render-on-demand.ts).
// Under reduced motion, and where the page is drawn without a GPU (app/software-gl.ts: there each
// composited frame costs the CPU a whole screen), the crowns stand still and there are no motes.
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../ui/theme';
import { viewport } from '../ui/viewport';

const STYLE_ID = 'fc-ambience-style';
const MOTES = 14;

const CSS_TEXT = `
#fc-ambience { position: fixed; pointer-events: none; overflow: hidden; z-index: 1; }
#fc-ambience .stage { position: absolute; left: 0; top: 0; width: ${DESIGN_WIDTH}px; height: ${DESIGN_HEIGHT}px; transform-origin: 0 0; }
#fc-ambience .mote { position: absolute; border-radius: 50%; background: #f0cf7a; opacity: 0.35; will-change: transform;
  animation: fc-drift linear infinite; }
#fc-ambience .crown { position: absolute; width: 48px; height: 36px; margin: -20px 0 0 -24px; will-change: transform, opacity;
  animation: fc-gleam 2.6s ease-in-out infinite; }
#fc-ambience.still .mote { display: none; }
#fc-ambience.still .crown { animation: none; }
@keyframes fc-drift { from { transform: translate3d(0, 0, 0); } to { transform: translate3d(var(--dx), -${DESIGN_HEIGHT + 40}px, 0); } }
@keyframes fc-gleam { 0%, 55%, 100% { transform: scale(1); opacity: 0.8; } 20% { transform: scale(1.25); opacity: 1; } }
`;

const CROWN_SVG =
  '<svg viewBox="-24 -18 48 36" width="48" height="36" aria-hidden="true">' +
  '<polygon points="-22,11 -22,-10 -11,0 0,-16 11,0 22,-10 22,11" fill="#d4a94a"/>' +
  '<rect x="-22" y="6" width="44" height="5" fill="#f0cf7a"/><circle cx="0" cy="1" r="3.2" fill="#b3362c"/></svg>';

/** Show the ambience over `canvas` (crowns unless `crowns` is false: a phone's menu has no room); returns a function that removes it. */
export function showMenuAmbience(canvas: HTMLCanvasElement, still: boolean, crowns = true): () => void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS_TEXT;
    document.head.appendChild(style);
  }
  document.getElementById('fc-ambience')?.remove();
  const layer = document.createElement('div');
  layer.id = 'fc-ambience';
  layer.setAttribute('aria-hidden', 'true');
  if (still) layer.classList.add('still');
  const stage = document.createElement('div');
  stage.className = 'stage';
  layer.appendChild(stage);
  for (let i = 0; i < (crowns ? 4 : 0); i++) {
    const crown = document.createElement('div');
    crown.className = 'crown';
    crown.style.left = `${DESIGN_WIDTH / 2 - 105 + i * 70}px`;
    crown.style.top = '200px';
    crown.style.animationDelay = `${i * 0.4}s`;
    crown.innerHTML = CROWN_SVG;
    stage.appendChild(crown);
  }
  for (let i = 0; i < MOTES; i++) {
    const mote = document.createElement('div');
    mote.className = 'mote';
    const size = 4 + (i % 3) * 2;
    mote.style.width = mote.style.height = `${size}px`;
    mote.style.left = `${(i * 613) % DESIGN_WIDTH}px`;
    mote.style.top = `${DESIGN_HEIGHT + 10}px`;
    mote.style.setProperty('--dx', `${((i % 5) - 2) * 40}px`);
    const duration = 9 + (i % 7) * 1.3;
    mote.style.animationDuration = `${duration}s`;
    mote.style.animationDelay = `${-((i * 0.7) % duration)}s`;
    stage.appendChild(mote);
  }
  const place = () => {
    const r = canvas.getBoundingClientRect();
    layer.style.left = `${r.left}px`;
    layer.style.top = `${r.top}px`;
    layer.style.width = `${r.width}px`;
    layer.style.height = `${r.height}px`;
    // The canvas shows the design frame centred, with more around it on a window of another shape.
    const v = viewport();
    const k = r.width / v.width;
    stage.style.transform = `translate(${-v.left * k}px, ${-v.top * k}px) scale(${k})`;
  };
  place();
  document.body.appendChild(layer);
  const observer = new ResizeObserver(place);
  observer.observe(canvas);
  window.addEventListener('resize', place);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', place);
    layer.remove();
  };
}
