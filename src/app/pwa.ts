// Play offline after the first visit: the service worker (vite-plugin-pwa's Workbox, configured in
// vite.config.ts) precaches the whole game, the bot worker, sounds and fonts included. When a new
// version has been downloaded, a small banner offers the reload, on the menu only (UpdateGate):
// a reload never interrupts a game. Registered by hand (a few lines, instead of workbox-window's
// 2 KB): Workbox's generated worker waits, and skips waiting when told SKIP_WAITING.
import { t } from '../services/i18n';
import { UpdateGate } from './update-gate';

const BANNER_ID = 'fc-update';
const CSS_TEXT = `
#${BANNER_ID} { position: fixed; left: 50%; bottom: max(12px, env(safe-area-inset-bottom)); transform: translateX(-50%);
  display: flex; gap: 10px; align-items: center; padding: 8px 10px 8px 16px; border-radius: 10px; z-index: 10;
  background: #2b1d12; border: 2px solid #d4a94a; color: #f3e6c8; font: 18px 'Alegreya Sans', sans-serif; box-shadow: 0 4px 16px #000a; }
#${BANNER_ID} button { min-width: 44px; min-height: 44px; padding: 0 14px; border-radius: 8px; border: 2px solid #d4a94a;
  background: #d4a94a; color: #1c120c; font: 700 17px 'Alegreya Sans', sans-serif; cursor: pointer; }
#${BANNER_ID} button.later { background: transparent; color: #f3e6c8; }
`;

let gate: UpdateGate | null = null;

function showBanner(onReload: () => void, onLater: () => void): void {
  if (!document.getElementById(`${BANNER_ID}-style`)) {
    const style = document.createElement('style');
    style.id = `${BANNER_ID}-style`;
    style.textContent = CSS_TEXT;
    document.head.appendChild(style);
  }
  document.getElementById(BANNER_ID)?.remove();
  const bar = document.createElement('div');
  bar.id = BANNER_ID;
  bar.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = t('pwa.ready');
  const reload = document.createElement('button');
  reload.textContent = t('pwa.reload');
  reload.addEventListener('click', onReload);
  const later = document.createElement('button');
  later.className = 'later';
  later.textContent = t('pwa.later');
  later.addEventListener('click', onLater);
  bar.append(text, reload, later);
  document.body.appendChild(bar);
}

/** Calls `ready` once a new version's worker is installed and waiting (not for the first install). */
function watchForWaiting(reg: ServiceWorkerRegistration, ready: () => void): void {
  if (reg.waiting && navigator.serviceWorker.controller) ready();
  reg.addEventListener('updatefound', () => {
    const incoming = reg.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && navigator.serviceWorker.controller) ready();
    });
  });
}

/** Registers the service worker (production and test builds; not the dev server). */
export function installPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | null = null;
  gate = new UpdateGate({
    show: () =>
      showBanner(
        () => gate?.accept(),
        () => gate?.dismiss(),
      ),
    hide: () => document.getElementById(BANNER_ID)?.remove(),
    reload: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
  });
  const register = (): void => {
    navigator.serviceWorker
      .register('./sw.js', { scope: './' })
      .then((reg) => {
        registration = reg;
        watchForWaiting(reg, () => gate?.newVersionReady());
      })
      .catch((err: unknown) => console.warn('[pwa] no service worker: the game will not work offline', err));
  };
  // After the page's own loading, so the precache downloads do not compete with it (main.ts calls
  // this a moment after the first frame, app/first-frame.ts).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The menu tells the gate when it shows and when it gives way. */
export function setOnMenu(onMenu: boolean): void {
  gate?.setOnMenu(onMenu);
}
