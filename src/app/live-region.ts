// Screen readers see nothing of a canvas, so turn changes and log lines are mirrored into an
// ARIA live region (#live in index.html). Only the latest few lines are kept.
const KEEP = 5;

export function announce(text: string): void {
  const live = typeof document === 'undefined' ? null : document.getElementById('live');
  if (!live || !text) return;
  const line = document.createElement('p');
  line.textContent = text;
  live.appendChild(line);
  while (live.childElementCount > KEEP) live.firstElementChild?.remove();
}
