// The shell's frame: a dark walnut table with grain and a soft vignette. It is painted once
// into an image that becomes the page's CSS background behind a transparent canvas, so the
// table costs nothing per frame (WebGL in software redraws every pixel it is given, every frame).
let painted = false;

/** Paint the walnut once and put it behind the canvas (called by the preloader). */
export function paintWalnut(): void {
  if (painted || typeof document === 'undefined') return;
  painted = true;
  const w = 1600;
  const h = 900;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#2b1d14';
  ctx.fillRect(0, 0, w, h);
  // Grain: long wavy strokes in slightly lighter and darker browns, from a fixed pattern.
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 140; i++) {
    const y0 = rand() * h;
    const amp = 4 + rand() * 18;
    const freq = 0.002 + rand() * 0.004;
    const phase = rand() * Math.PI * 2;
    ctx.strokeStyle = rand() < 0.5 ? 'rgba(74,51,36,0.35)' : 'rgba(20,12,8,0.35)';
    ctx.lineWidth = 0.6 + rand() * 2.2;
    ctx.beginPath();
    for (let x = 0; x <= w; x += 16) {
      const y = y0 + Math.sin(x * freq + phase) * amp;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const grad = ctx.createRadialGradient(w / 2, h / 2, h * 0.25, w / 2, h / 2, w * 0.65);
  grad.addColorStop(0, 'rgba(0,0,0,0)');
  grad.addColorStop(1, 'rgba(0,0,0,0.55)');
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  const game = document.getElementById('game');
  if (game) {
    game.style.backgroundImage = `url(${canvas.toDataURL('image/jpeg', 0.85)})`;
    game.style.backgroundSize = 'cover';
    game.style.backgroundPosition = 'center';
  }
}
